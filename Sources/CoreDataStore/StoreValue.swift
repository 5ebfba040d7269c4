import CoreDataModel
import Foundation
import PlistLoader

/// A column's value as the attribute's type makes it: dates are seconds since 2001-01-01 UTC (Core Data's
/// reference date, not 1970), booleans integers, binary and transformable data shown by their size.
enum StoreValue {
    static func plistValue(_ value: SQLiteValue, type: AttributeType) -> PlistValue? {
        switch (type, value) {
        case (_, .null): return nil
        case (.date, .real(let seconds)): return seconds.isFinite ? .date(Date(timeIntervalSinceReferenceDate: seconds)) : nil
        case (.date, .integer(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
        case (.boolean, .integer(let number)): return .boolean(number != 0)
        case (.integer16, .integer(let number)), (.integer32, .integer(let number)), (.integer64, .integer(let number)):
            return .integer(PlistInteger(number))
        case (.double, .real(let number)), (.float, .real(let number)), (.decimal, .real(let number)):
            return .real(number)
        case (.double, .integer(let number)), (.float, .integer(let number)), (.decimal, .integer(let number)):
            return .real(Double(number))
        case (_, .blob(let count)): return .string("‹\(count) bytes›")
        case (_, .text(let text)): return .string(text)
        case (_, .integer(let number)): return .integer(PlistInteger(number))
        case (_, .real(let number)): return .real(number)
        }
    }
}
