import ArgumentParser
import PlistLoader

/// The formats `compile` writes: the two CDL's `initWithContentsOfFile:` reads.
enum CompileFormat: String, ExpressibleByArgument, CaseIterable {
    case binary
    case xml

    var plistFormat: PlistFormat {
        switch self {
        case .binary: .binary
        case .xml: .xml
        }
    }
}
