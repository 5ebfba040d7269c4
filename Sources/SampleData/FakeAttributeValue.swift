import Basics
import CoreDataModel
import Foundation
import PlistLoader

/// A plausible value for one attribute of a generated object, chosen by the attribute's type and then
/// by the words of its name (case-insensitive): `dueDate` is a few days ahead, `sortOrder` is the
/// object's place, `birthYear` a year. Every choice comes from ``StableHash``, never from a clock or a
/// random generator, so a preview is the same on every run.
enum FakeAttributeValue {
    /// 2026-03-14T09:30:00Z: every date is an offset from it.
    static let baseDate = Date(timeIntervalSince1970: 1_773_480_600)

    /// nil when nothing plausible can be shown (binary, transformable, object ID, undefined, a type this
    /// version does not know): the key is left out rather than filled with something misleading.
    static func value(of attribute: Attribute, for object: FakeObjectIdentity) -> PlistValue? {
        let words = ReadableLabel.words(in: attribute.name).map { $0.lowercased() }
        let hash = object.hash(attribute.name)
        switch attribute.type {
        case .string:
            return .string(FakeText.string(named: attribute.name, words: words, for: object, hash: hash))
        case .date:
            return .date(date(words: words, for: object, hash: hash))
        case .integer16:
            return .integer(PlistInteger(min(integer(words: words, for: object, hash: hash, modest: 999), Int64(Int16.max))))
        case .integer32:
            return .integer(PlistInteger(min(integer(words: words, for: object, hash: hash, modest: 9_999), Int64(Int32.max))))
        case .integer64:
            return .integer(PlistInteger(integer(words: words, for: object, hash: hash, modest: 9_999)))
        case .decimal, .double, .float:
            return .real(real(words: words, hash: hash))
        case .boolean:
            return .boolean(hash.value & 1 == 1)
        case .uuid:
            return .string(uuid(hash))
        case .uri:
            return .string(FakeText.url(named: attribute.name, for: object))
        case .binary, .transformable, .objectID, .undefined, .other:
            return nil
        }
    }

    private static let day: TimeInterval = 86_400
    private static let hour: TimeInterval = 3_600

    private static func date(words: [String], for object: FakeObjectIdentity, hash: StableHash) -> Date {
        func has(_ names: Set<String>) -> Bool { words.contains(where: names.contains) }
        if words.contains(where: { $0.hasPrefix("birth") }) || has(["dob", "born"]) {
            // 20 to 64 years back, at midnight.
            let days = (20 + hash.below(45)) * 365 + hash.secondBelow(365)
            return baseDate - 9.5 * hour - Double(days) * day
        }
        if has(["due", "deadline"]) {
            // 1 to 30 days ahead, at 17:00.
            return baseDate + Double(1 + hash.below(30)) * day + 7.5 * hour
        }
        // Start and end share one hash of the object, not of the attribute, so an end is always
        // 1 to 4 hours after the start on the same object.
        let span = object.hash("start–end")
        let start = baseDate + Double(span.below(14)) * day
        if has(["end", "ends", "finish", "finished", "until"]) {
            return start + Double(1 + span.secondBelow(4)) * hour
        }
        if has(["start", "starts", "begin", "begins"]) {
            return start
        }
        if has(["created", "added", "modified", "updated", "edited", "last"]) {
            return baseDate - Double(1 + hash.below(60)) * day - Double(hash.secondBelow(9)) * hour
        }
        return baseDate + Double(hash.below(61) - 30) * day + Double(hash.secondBelow(9)) * hour
    }

    /// The last word names what is counted: `sortOrder` is an order, `orderCount` a count.
    private static func integer(words: [String], for object: FakeObjectIdentity, hash: StableHash, modest: Int) -> Int64 {
        let last = words.last ?? ""
        if ["order", "position", "index", "ordinal"].contains(last) {
            return Int64(object.ordinal)
        }
        if ["count", "quantity", "qty"].contains(last) || ["number", "num"].contains(words.first) {
            return Int64(1 + hash.below(12))
        }
        if last == "year" {
            return Int64(2026 - hash.below(6))
        }
        if last == "age" {
            return Int64(18 + hash.below(60))
        }
        if ["rating", "stars"].contains(last) {
            return Int64(1 + hash.below(5))
        }
        return Int64(1 + hash.below(modest))
    }

    /// Price-like, two decimals, except coordinates, which must stay on the globe.
    private static func real(words: [String], hash: StableHash) -> Double {
        switch words.last {
        case "latitude", "lat": Double(hash.below(12_000)) / 100 - 50
        case "longitude", "lon", "lng": Double(hash.below(36_000)) / 100 - 180
        default: Double(100 + hash.below(99_900)) / 100
        }
    }

    /// In `UUID().uuidString`'s form, version 4 and RFC 4122 variant bits set, so it reads as a real one.
    private static func uuid(_ hash: StableHash) -> String {
        let high = hash.value
        let low = StableHash(String(hash.value)).value
        func hex(_ value: UInt64) -> [Character] {
            let digits = String(value, radix: 16, uppercase: true)
            return Array(String(repeating: "0", count: 16 - digits.count) + digits)
        }
        var characters = hex(high) + hex(low)
        characters[12] = "4"
        characters[16] = ["8", "9", "A", "B"][Int(low >> 62)]
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return groups.joined(separator: "-")
    }
}
