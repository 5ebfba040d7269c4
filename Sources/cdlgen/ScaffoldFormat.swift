import ArgumentParser
import PlistLoader

/// The formats `init` writes a definition in.
enum ScaffoldFormat: String, ExpressibleByArgument, CaseIterable {
    case xml
    case json
    case openstep

    var plistFormat: PlistFormat {
        switch self {
        case .xml: .xml
        case .json: .json
        case .openstep: .openStep
        }
    }

    /// Without `--to`: JSON for a `.json` output file, else XML (what Xcode and CoreDataLibrary's
    /// `.plist` files hold).
    static func implied(byOutput path: String?) -> ScaffoldFormat {
        path?.lowercased().hasSuffix(".json") == true ? .json : .xml
    }
}
