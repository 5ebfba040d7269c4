import Foundation

/// Identifies a scalar exactly, so that only truly equal values share one object. Strings compare as
/// keys do (``ExactKey``: Swift's `==` would merge "é" with "e" and a combining accent, which
/// CoreFoundation keeps apart), reals and dates by their bits (so 0.0 and -0.0 stay two objects).
enum BinaryPlistScalarKey: Hashable {
    case string(ExactKey)
    case integer(PlistInteger)
    case real(UInt64)
    case boolean(Bool)
    case date(UInt64)
    case data([UInt8])
    case uid(UInt64)

    init(_ value: PlistValue) {
        switch value {
        case .string(let string): self = .string(ExactKey(string))
        case .integer(let integer): self = .integer(integer)
        case .real(let real): self = .real(real.bitPattern)
        case .boolean(let flag): self = .boolean(flag)
        case .date(let date): self = .date(date.timeIntervalSinceReferenceDate.bitPattern)
        case .data(let bytes): self = .data(bytes)
        case .uid(let number): self = .uid(number)
        case .array, .dictionary: preconditionFailure("containers are never shared")
        }
    }
}
