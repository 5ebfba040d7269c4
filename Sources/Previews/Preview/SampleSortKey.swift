import Foundation
import PlistLoader

/// How previews order objects by a value (a to-many row's objects, a list view's rows), as a sort
/// descriptor would: numbers and dates by value, strings by their characters; objects without the
/// value first; different kinds of value grouped by kind.
struct SampleSortKey: Comparable {
    private enum Kind: Int, Comparable {
        case missing, number, string, other
        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var kind: Kind
    private var number: Double = 0
    private var text: String = ""
    /// `caseInsensitiveCompare:`, as a list view sorts (CDLRootViewController.m:472-480); else `compare:`,
    /// as a to-many row's sort descriptor does.
    private var ignoresCase = false

    init(_ value: PlistValue?, ignoringCase: Bool = false) {
        ignoresCase = ignoringCase
        switch value {
        case nil: kind = .missing
        case .integer(let value)?: (kind, number) = (.number, value.double)
        case .real(let value)?: (kind, number) = (.number, value)
        case .boolean(let value)?: (kind, number) = (.number, value ? 1 : 0)
        case .date(let date)?: (kind, number) = (.number, date.timeIntervalSinceReferenceDate)
        case .string(let value)?: (kind, text) = (.string, value)  // ISO 8601 dates sort right as text.
        default: kind = .other
        }
    }

    static func < (lhs: SampleSortKey, rhs: SampleSortKey) -> Bool {
        if lhs.kind == .string && rhs.kind == .string && lhs.ignoresCase {
            return lhs.text.compare(rhs.text, options: .caseInsensitive) == .orderedAscending
        }
        return (lhs.kind, lhs.number, lhs.text) < (rhs.kind, rhs.number, rhs.text)
    }

    static func == (lhs: SampleSortKey, rhs: SampleSortKey) -> Bool {
        if lhs.kind == .string && rhs.kind == .string && lhs.ignoresCase {
            return lhs.text.compare(rhs.text, options: .caseInsensitive) == .orderedSame
        }
        return (lhs.kind, lhs.number, lhs.text) == (rhs.kind, rhs.number, rhs.text)
    }
}
