import Foundation

/// A page's `lang` and direction, from the locale its values were formatted for: a screen reader
/// reads an Arabic date in Arabic, and a right-to-left locale's page is laid out right to left, as iOS
/// mirrors the app's table.
struct HTMLLanguage: Sendable, Equatable {
    /// A BCP 47 tag: `en-US`, `ar-EG`.
    var tag: String
    var isRightToLeft: Bool

    static let english = HTMLLanguage(tag: "en", isRightToLeft: false)

    init(tag: String, isRightToLeft: Bool) {
        self.tag = tag
        self.isRightToLeft = isRightToLeft
    }

    init(locale: Locale) {
        // Every page of a site asks for the same locale's, and ICU takes a while to answer.
        if let known = Self.remembered.language(for: locale.identifier) {
            self = known
            return
        }
        let tag = locale.identifier(.bcp47)
        self.init(
            tag: tag.isEmpty ? "und" : tag,
            isRightToLeft: Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft)
        Self.remembered.remember(self, for: locale.identifier)
    }

    private static let remembered = RememberedLanguages()
}

/// The languages of the locales pages were drawn for, shared by the threads drawing them.
private final class RememberedLanguages: @unchecked Sendable {
    private let lock = NSLock()
    private var languages: [String: HTMLLanguage] = [:]

    func language(for identifier: String) -> HTMLLanguage? { lock.withLock { languages[identifier] } }

    func remember(_ language: HTMLLanguage, for identifier: String) { lock.withLock { languages[identifier] = language } }
}
