import AppSources
import PlistLoader

extension ClassProperties {
    /// What the app's sources declare for `property` of `className`; nil when they do not show the class.
    func sourceDeclaration(of property: String, className: String, in sources: AppClassIndex) -> PropertyDeclaration? {
        nil  // wired to AppClassIndex.property(_:ofClass:) when it lands (issue 37, deliverable 3)
    }
}
