import Checks
import PlistLoader

/// Where a page's links go, which only the whole run knows: the site's pages, the definitions that
/// references name, and the list a detail view is reached from.
public struct PreviewLinks {
    /// The href of the page that shows a definition (named as references name it) with the sample
    /// object at an index; nil when there is none.
    public var page: (_ definition: String, _ objectIndex: Int) -> String?
    /// The report of the definition a reference of the page's definition names.
    public var definition: (_ name: String) -> FileReport?
    /// A detail view's back button: the list view whose rows lead to it, by its title and page.
    public var back: PreviewBarButton?
    /// The href of the page that shows an object of the app's store (a related object a row shows).
    public var object: (_ object: PlistNode) -> String?

    public init(
        page: @escaping (_ definition: String, _ objectIndex: Int) -> String? = { _, _ in nil },
        definition: @escaping (_ name: String) -> FileReport? = { _ in nil }, back: PreviewBarButton? = nil,
        object: @escaping (_ object: PlistNode) -> String? = { _ in nil }
    ) {
        self.page = page
        self.definition = definition
        self.back = back
        self.object = object
    }

    /// No links: a page on its own (`render`).
    public static var none: PreviewLinks { PreviewLinks() }
}
