/// A button of a navigation bar, as CDL's view controllers set it.
public struct PreviewBarButton: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// UIKit's back button: a chevron and the title of the screen it returns to.
        case back
        /// A plain button: Cancel.
        case plain
        /// A bold button that ends a task: Save, Add, Done.
        case done
        /// The system's "+".
        case add
        /// `editButtonItem`: Edit in view mode, Done in edit mode, each switching to the other mode.
        case editToggle
    }

    public var kind: Kind
    public var title: String
    /// Where the button goes: a page of the site, or `#screen` on the same page; nil when it goes nowhere
    /// the site can show (it is drawn, not linked).
    public var link: String?
    /// Add Existing's Save stays disabled until an object is chosen.
    public var isEnabled: Bool

    public init(_ kind: Kind, _ title: String, link: String? = nil, isEnabled: Bool = true) {
        self.kind = kind
        self.title = title
        self.link = link
        self.isEnabled = isEnabled
    }

    public static let editToggle = PreviewBarButton(.editToggle, "Edit")
}
