import Foundation
import PlistLoader

/// A property-list value in the canonical form `Tests/Peers/canonical_plist.py` prints, so that what
/// cdlgen reads and what a peer (plistlib, plutil) reads can be compared exactly.
///
/// Numbers, dates and data are kept as the exact texts both sides can write: integers in decimal, reals
/// as the 16 hex digits of their bits (so -0.0 and 0.0 differ, and NaN equals NaN), dates as whole
/// microseconds since 1970 (plistlib keeps no finer), data as base64. Strings compare by Unicode scalars,
/// not by Swift's `==`, which would equate "é" with "e" + U+0301 and hide a reader that normalises.
/// Dictionaries hold each key once, in the order of its first appearance, with its last value: what a
/// Python dict built entry by entry holds, and what `PlistDictionary` looks up.
indirect enum PeerValue: Equatable, Decodable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case int(String)
    case real(String)
    case date(String)
    case data(String)
    case array([PeerValue])
    case dict(keys: [String], values: [PeerValue])

    // MARK: From cdlgen's tree

    init(_ value: PlistValue) {
        switch value {
        case .string(let string): self = .string(string)
        case .boolean(let bool): self = .bool(bool)
        case .integer(let integer): self = .int(integer.description)
        case .real(let real): self = .real(Self.hex(real.bitPattern))
        case .date(let date): self = .date(Self.microsecondsSince1970(date))
        case .data(let bytes): self = .data(Data(bytes).base64EncodedString())
        case .array(let nodes): self = .array(nodes.map { PeerValue($0.value) })
        case .dictionary(let dictionary):
            let keys = dictionary.keys
            self = .dict(keys: keys, values: keys.map { PeerValue(dictionary[$0]!.value) })
        case .uid(let number):
            // As the script prints plistlib's UIDs (and plistlib reads XML's `{CF$UID = n}`).
            self = .dict(keys: ["CF$UID"], values: [.int(String(number))])
        }
    }

    /// The 16 lower-case hex digits Python's `struct.pack(">d", x).hex()` gives.
    static func hex(_ bits: UInt64) -> String {
        let digits = String(bits, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Rounded as plistlib rounds a binary plist's seconds (`timedelta(seconds=)`: half to even, on the
    /// fraction times 10^6 in doubles); whole-second dates are exact either way.
    static func microsecondsSince1970(_ date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        let whole = seconds.rounded(.towardZero)
        let fraction = ((seconds - whole) * 1e6).rounded(.toNearestOrEven)
        let since2001 = Int128(whole) * 1_000_000 + Int128(fraction)
        return String(since2001 + 978_307_200 * 1_000_000)
    }

    // MARK: From the script's JSON

    private enum Tag: String, CodingKey {
        case string, bool, int, real, date, data, array, dict
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        guard let tag = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not one tagged value"))
        }
        switch tag {
        case .string: self = .string(try container.decode(String.self, forKey: tag))
        case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .int: self = .int(try container.decode(String.self, forKey: tag))
        case .real: self = .real(try container.decode(String.self, forKey: tag))
        case .date: self = .date(try container.decode(String.self, forKey: tag))
        case .data: self = .data(try container.decode(String.self, forKey: tag))
        case .array: self = .array(try container.decode([PeerValue].self, forKey: tag))
        case .dict:
            var pairs = try container.nestedUnkeyedContainer(forKey: tag)
            var keys: [String] = [], values: [PeerValue] = []
            while !pairs.isAtEnd {
                var pair = try pairs.nestedUnkeyedContainer()
                keys.append(try pair.decode(String.self))
                values.append(try pair.decode(PeerValue.self))
            }
            self = .dict(keys: keys, values: values)
        }
    }

    // MARK: Comparing

    /// The same value with every dictionary's keys sorted by their UTF-8 bytes: plutil's key order is its
    /// hash table's, so only the set of keys can be compared.
    var keysSorted: PeerValue {
        switch self {
        case .array(let elements): return .array(elements.map(\.keysSorted))
        case .dict(let keys, let values):
            let sorted = zip(keys, values).sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            return .dict(keys: sorted.map(\.0), values: sorted.map(\.1.keysSorted))
        default: return self
        }
    }

    static func == (lhs: PeerValue, rhs: PeerValue) -> Bool {
        lhs.differences(from: rhs, at: "").isEmpty
    }

    /// Where `other` (the peer's) differs from this value (cdlgen's), outermost differences only.
    func differences(from other: PeerValue, at path: String) -> [PeerDifference] {
        let here = [PeerDifference(path: path, ours: description, theirs: other.description)]
        switch (self, other) {
        case (.string(let a), .string(let b)): return Self.exactlyEqual(a, b) ? [] : here
        case (.bool(let a), .bool(let b)): return a == b ? [] : here
        case (.int(let a), .int(let b)), (.real(let a), .real(let b)), (.date(let a), .date(let b)), (.data(let a), .data(let b)):
            return a == b ? [] : here
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return here }
            return zip(a, b).enumerated().flatMap { index, pair in pair.0.differences(from: pair.1, at: "\(path)[\(index)]") }
        case (.dict(let keys, let values), .dict(let otherKeys, let otherValues)):
            guard keys.count == otherKeys.count, zip(keys, otherKeys).allSatisfy({ Self.exactlyEqual($0, $1) }) else {
                return [PeerDifference(path: path, ours: "keys \(Self.quoted(keys))", theirs: "keys \(Self.quoted(otherKeys))")]
            }
            return zip(keys, zip(values, otherValues)).flatMap { key, pair in
                pair.0.differences(from: pair.1, at: "\(path)[\(Self.quoted([key]))]")
            }
        default: return here
        }
    }

    private static func exactlyEqual(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }

    /// Keys with every scalar outside printable ASCII escaped, so that "é" and "e\u{301}" look different.
    private static func quoted(_ keys: [String]) -> String {
        keys.map { "\"\(escaped($0))\"" }.joined(separator: ", ")
    }

    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }

    var description: String {
        switch self {
        case .string(let string): "string \"\(Self.escaped(string))\""
        case .bool(let bool): "\(bool)"
        case .int(let digits): "integer \(digits)"
        case .real(let bits): "real \(Double(bitPattern: UInt64(bits, radix: 16) ?? 0)) (0x\(bits))"
        case .date(let micro): "date \(micro) µs since 1970"
        case .data(let base64): "data <\(base64)>"
        case .array(let elements): "array of \(elements.count)"
        case .dict(let keys, _): "dictionary of \(keys.count)"
        }
    }
}
