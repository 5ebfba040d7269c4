import Basics

/// Plausible text for String attributes, by the words of the attribute's name (lowercased). The checks
/// run from the most specific: `emailAddress` is an email before it is an address, `firstName` a first
/// name before it is a name.
enum FakeText {
    static func string(named name: String, words: [String], for object: FakeObjectIdentity, hash: StableHash) -> String {
        func has(_ names: Set<String>) -> Bool { words.contains(where: names.contains) }
        let joined = words.joined()
        if has(["email", "mail"]) {
            return pick(firstNames, hash).lowercased() + "@example.com"
        }
        if has(["phone", "telephone", "mobile", "tel", "fax"]) {
            // 555-0100 to 555-0199 are set aside for fiction: no one is called by accident.
            return "+1 555 01" + twoDigits(hash.below(100))
        }
        if has(urlWords) || joined.contains("homepage") || joined.contains("website") {
            return url(named: name, for: object)
        }
        if has(["city", "town"]) { return pick(cities, hash) }
        if has(["country"]) { return pick(countries, hash) }
        if has(["zip", "postcode", "postal"]) { return String(10_000 + hash.below(90_000)) }
        if has(["address", "street"]) { return "\(1 + hash.below(200)) \(pick(streets, hash, second: true))" }
        if has(["note", "notes", "details", "description", "summary", "comment", "comments", "remarks", "bio"]) {
            // Two different sentences, long enough that a multi-line row wraps them.
            let first = hash.below(sentences.count)
            let second = (first + 1 + hash.secondBelow(sentences.count - 1)) % sentences.count
            return sentences[first] + " " + sentences[second]
        }
        if has(["first", "given"]) && has(["name"]) { return pick(firstNames, hash) }
        if (has(["last", "family"]) && has(["name"])) || has(["surname"]) { return pick(lastNames, hash) }
        if has(["full"]) && has(["name"]) { return pick(firstNames, hash) + " " + pick(lastNames, hash, second: true) }
        if has(["name", "title", "label", "heading"]) {
            return ReadableLabel.from(object.entity) + " \(object.serial)"
        }
        return ReadableLabel.from(name) + " \(object.serial)"
    }

    /// `https://example.com/agenda-entry/2`, then the name's other words: `photoURL` → `…/2/photo`.
    static func url(named name: String, for object: FakeObjectIdentity) -> String {
        let rest = ReadableLabel.words(in: name).map { $0.lowercased() }
            .filter { !urlWords.contains($0) && $0 != "homepage" && $0 != "website" }
        let entity = ReadableLabel.words(in: object.entity).map { $0.lowercased() }.joined(separator: "-")
        return (["https://example.com", entity, String(object.serial)] + (rest.isEmpty ? [] : [rest.joined(separator: "-")]))
            .joined(separator: "/")
    }

    private static let urlWords: Set<String> = ["url", "uri", "link", "href", "web", "site", "homepage", "website"]

    private static func pick(_ list: [String], _ hash: StableHash, second: Bool = false) -> String {
        list[second ? hash.secondBelow(list.count) : hash.below(list.count)]
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : String(number)
    }

    private static let firstNames = ["Alex", "Sam", "Jordan", "Taylor", "Morgan", "Riley", "Casey", "Jamie", "Robin", "Avery"]
    private static let lastNames = ["Rivera", "Okafor", "Lindqvist", "Tanaka", "Moreau", "Novak", "Fraser", "Costa", "Haddad", "Byrne"]
    private static let cities = ["Lisbon", "Portland", "Kyoto", "Melbourne", "Toronto", "Edinburgh", "Cape Town", "Montevideo"]
    private static let countries = ["Portugal", "Canada", "Japan", "Australia", "Norway", "Chile", "Kenya", "Ireland"]
    private static let streets = ["Harbour Street", "Elm Avenue", "Station Road", "Mill Lane", "Park Terrace", "Quay Street"]
    private static let sentences = [
        "Arrived a day early and was checked on arrival.",
        "Needs a second look before the end of the month.",
        "Discussed at the Tuesday meeting; everyone agreed to go ahead.",
        "Keep this one near the front so that it is easy to find.",
        "The supplier confirmed the details by phone this morning.",
        "Nothing unusual so far, but worth keeping an eye on.",
        "This longer remark is here to show how a multi-line row wraps text that does not fit on one line.",
        "Ask Sam about the numbers before sharing them with the team.",
    ]
}
