internal import CLibXML2

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The elements of Apple's property-list DTD.
enum XMLPlistElement: Equatable, CaseIterable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    init?(name: UnsafePointer<xmlChar>) {
        // Compare bytes: this runs for every element, and building a String to hash cost more than parsing.
        func matches(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            return memcmp(name, literal.utf8Start, count) == 0 && name[count] == 0
        }
        switch name[0] {
        case UInt8(ascii: "k") where matches("key"): self = .key
        case UInt8(ascii: "s") where matches("string"): self = .string
        case UInt8(ascii: "d") where matches("dict"): self = .dict
        case UInt8(ascii: "d") where matches("date"): self = .date
        case UInt8(ascii: "d") where matches("data"): self = .data
        case UInt8(ascii: "a") where matches("array"): self = .array
        case UInt8(ascii: "t") where matches("true"): self = .true
        case UInt8(ascii: "f") where matches("false"): self = .false
        case UInt8(ascii: "i") where matches("integer"): self = .integer
        case UInt8(ascii: "r") where matches("real"): self = .real
        case UInt8(ascii: "p") where matches("plist"): self = .plist
        default: return nil
        }
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

    /// The UTF-8 length of `name`.
    var nameLength: Int {
        switch self {
        case .key: 3
        case .dict, .true, .date, .data, .real: 4
        case .plist, .array, .false: 5
        case .string: 6
        case .integer: 7
        }
    }

    var isContainer: Bool { self == .dict || self == .array }
    var holdsElements: Bool { self == .dict || self == .array || self == .plist }
    var holdsText: Bool { !holdsElements && self != .true && self != .false }
    /// Whether its text is kept as a string (rather than parsed into a number, a date or bytes).
    var holdsString: Bool { self == .key || self == .string }
}
