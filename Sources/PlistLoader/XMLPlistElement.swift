internal import CLibXML2

/// The elements of Apple's property-list DTD.
enum XMLPlistElement: Equatable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    private static let byName: [String: XMLPlistElement] = [
        "plist": .plist, "dict": .dict, "array": .array, "key": .key, "string": .string, "integer": .integer,
        "real": .real, "true": .true, "false": .false, "date": .date, "data": .data,
    ]

    init?(name: UnsafePointer<xmlChar>) {
        // The names are short enough for small strings: this lookup allocates nothing.
        guard let element = Self.byName[String(cString: name)] else { return nil }
        self = element
    }

    var name: String {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .true: "true"
        case .false: "false"
        case .date: "date"
        case .data: "data"
        }
    }

    var isContainer: Bool { self == .dict || self == .array }
    var holdsElements: Bool { self == .dict || self == .array || self == .plist }
    var holdsText: Bool { !holdsElements && self != .true && self != .false }
}
