import ArgumentParser
import PlistLoader

/// The formats `convert` writes.
enum ConvertFormat: String, ExpressibleByArgument, CaseIterable {
    case xml
    case json
    case openstep
    case binary

    var plistFormat: PlistFormat {
        switch self {
        case .xml: .xml
        case .json: .json
        case .openstep: .openStep
        case .binary: .binary
        }
    }
}
