import Definitions
import Diagnostics
import PlistLoader

/// Reads the keys of one section, row or list-view dictionary, reporting what is wrong with them:
/// duplicates, unknown keys, wrong types, empty required values.
package struct DefinitionDictionary {
    let tape: PlistTape
    /// The dictionary's node on the tape.
    let node: PlistTape.Index
    let position: SourcePosition
    let level: DefinitionLevel
    let format: PlistFormat
    let collector: DiagnosticCollector

    package init(tape: PlistTape, node: PlistTape.Index, level: DefinitionLevel, format: PlistFormat, collector: DiagnosticCollector) {
        self.tape = tape
        self.node = node
        self.position = tape.position(at: node)
        self.level = level
        self.format = format
        self.collector = collector
    }

    /// Reports duplicate keys, keys no level knows (`unknown-key`), and keys that have no effect here
    /// (`ignored-key`): those of another level, and those `ignoredReason` gives a reason for.
    /// `fixIt` gives the replacement of an ignored key's name, where one is certain.
    package func checkKeys(
        additionalKeys: Set<String> = [], ignoredReason: (DefinitionKey) -> String? = { _ in nil },
        fixIt: (DefinitionKey) -> String? = { _ in nil }
    ) {
        let isDefinitionLevel = level.isDefinitionLevel
        var knownKeysSoFar: UInt64 = 0
        for entry in tape.entries(of: node) {
            let keyPosition = tape.position(at: entry.key)
            let match = isDefinitionLevel ? tape.withUTF8(at: entry.key, DefinitionKey.matching) : nil
            // A known key can only repeat itself, which its bit tells; only other keys are compared with those before them.
            let mayRepeat = match.map { knownKeysSoFar & $0.bit != 0 } ?? true
            if mayRepeat, let first = firstKey(sameAs: entry.key) {
                let at = collector.location(keyPosition)
                collector.add(.duplicateKey(tape.string(at: entry.key), at: at, first: collector.location(tape.position(at: first))))
                continue
            }
            knownKeysSoFar |= match?.bit ?? 0
            // An empty string means "not set" (CDL's own files write rowLabel = "" on rows without one),
            // so a known key left empty is never reported as having no effect.
            let isUnset = tape.kind(at: entry.value) == .string && tape.utf8Count(at: entry.value) == 0
            let known = match?.key
            if let known, known.level == level {
                if isUnset { continue }
                if let reason = ignoredReason(known) {
                    collector.add(
                        .ignoredKey(tape.string(at: entry.key), because: reason, fixIt: fixIt(known), at: collector.location(keyPosition)))
                }
                continue
            }
            // Rare from here on: the key as a string.
            let key = tape.string(at: entry.key)
            if !isDefinitionLevel && level.keys.containsExactly(key) {
                continue
            } else if additionalKeys.containsExactly(key) {
                continue
            } else if let other = known?.level {
                if isUnset { continue }
                let reason = "it is a \(other.name) key, not a \(level.name) key"
                collector.add(.ignoredKey(key, because: reason, at: collector.location(keyPosition)))
            } else {
                let suggestion = DidYouMean.suggestion(for: key, among: level.keys.union(additionalKeys))
                collector.add(.unknownKey(key, in: level.name, suggestion: suggestion, at: collector.location(keyPosition)))
            }
        }
    }

    /// The first key of the dictionary that is the same as the one at `key`, if it comes before it.
    /// (Definitions have a handful of keys per dictionary: a scan beats hashing them.)
    private func firstKey(sameAs key: PlistTape.Index) -> PlistTape.Index? {
        for entry in tape.entries(of: node) {
            if entry.key == key { return nil }
            if tape.stringsEqual(entry.key, key) { return entry.key }
        }
        return nil
    }

    /// The node of the value of `key` (the last, if the key is repeated). Keys are typed — a
    /// ``DefinitionKey`` here, a ``ProjectFileKey`` or ``CustomRowKey`` for the project file's levels
    /// (`DefinitionDictionary+SettingsKeys`) — so that a misspelt key does not compile (issue 28).
    subscript(key: DefinitionKey) -> PlistTape.Index? {
        tape.value(forKeyUTF8: key.utf8, in: node)
    }

    /// The node of the value of a key no level lists (`$schema`, for tools).
    subscript(named name: String) -> PlistTape.Index? {
        tape.value(forKey: name, in: node)
    }

    /// The position of a value's node.
    func position(of value: PlistTape.Index) -> SourcePosition {
        tape.position(at: value)
    }

    /// Whether `key` has a value that sets something: present, and not an empty string.
    func isSet(_ key: DefinitionKey) -> Bool {
        guard let value = self[key] else { return false }
        return tape.kind(at: value) != .string || tape.utf8Count(at: value) > 0
    }

    /// A string value; nil when absent or empty (an empty string means "not set", as in CDL).
    func string(_ key: DefinitionKey) -> Located<String>? {
        stringNode(key).map { Located(tape.string(at: $0), at: tape.position(at: $0)) }
    }

    /// A string value of a key no level lists (`$schema`, for tools), as ``string(_:)`` reads one.
    func string(named name: String) -> Located<String>? {
        self[named: name].flatMap { stringNode($0, key: name) }.map { Located(tape.string(at: $0), at: tape.position(at: $0)) }
    }

    /// The node of a string value, as ``string(_:)`` finds it, without making the string.
    func stringNode(_ key: DefinitionKey) -> PlistTape.Index? {
        self[key].flatMap { stringNode($0, key: key.rawValue) }
    }

    private func stringNode(_ value: PlistTape.Index, key: String) -> PlistTape.Index? {
        guard tape.kind(at: value) == .string else {
            collector.add(
                .invalidType(
                    of: "'\(key)'", expected: "a string", found: tape.kind(at: value), at: collector.location(tape.position(at: value))))
            return nil
        }
        return tape.utf8Count(at: value) == 0 ? nil : value
    }

    /// A string that must be there and not be empty; `reason` says why, for the message (made only
    /// for one: it is often interpolated, and this runs several times a row).
    func requiredString(_ key: DefinitionKey, because reason: @autoclosure () -> String) -> Located<String>? {
        requiredStringNode(key, because: reason()).map { Located(tape.string(at: $0), at: tape.position(at: $0)) }
    }

    /// The node of a required string, as ``requiredString(_:because:)`` finds it, without making the string.
    func requiredStringNode(_ key: DefinitionKey, because reason: @autoclosure () -> String) -> PlistTape.Index? {
        guard let value = self[key] else {
            collector.add(.missingKey(key.rawValue, in: level.name, because: reason(), at: collector.location(position)))
            return nil
        }
        if tape.kind(at: value) == .string, tape.utf8Count(at: value) == 0 {
            collector.add(.emptyRequiredKey(key.rawValue, because: reason(), at: collector.location(tape.position(at: value))))
            return nil
        }
        return stringNode(value, key: key.rawValue)
    }

    /// A boolean. OpenStep files have no booleans: there the strings YES and NO (or true and false, in
    /// any case) stand for them, as CoreFoundation reads them. In the other formats CDL reads such a
    /// string with `boolValue` too: a `string-boolean` warning with the format's own boolean as fix-it. A
    /// number is read as `boolValue` reads it: 0 is NO, any other YES.
    func bool(_ typedKey: DefinitionKey) -> Located<Bool>? {
        bool(named: typedKey.rawValue)
    }

    /// ``bool(_:)`` of a key by its name, for the keys of every level.
    func bool(named key: String) -> Located<Bool>? {
        assert(level.booleanKeys.contains(key), "'\(key)' is missing from DefinitionLevel.booleanKeys, which convert relies on")
        guard let value = self[named: key] else { return nil }
        let at = tape.position(at: value)
        switch tape.kind(at: value) {
        case .boolean:
            return tape.bool(at: value).map { Located($0, at: at) }
        case .string:
            let text = tape.string(at: value)
            if let bool = DefinitionBooleans.value(of: text) {
                if format != .openStep {
                    collector.add(.stringBoolean(key, text: text, value: bool, format: format, at: collector.location(at)))
                }
                return Located(bool, at: at)
            }
            if text.isEmpty && format == .openStep { return nil }
            collector.add(.invalidBoolean(key, text: text, format: format, at: collector.location(at)))
            return nil
        case .integer, .real:
            // CDL reads every flag with `boolValue`: a number is YES unless it is 0 (`<integer>1</integer>` works).
            switch tape.node(at: value).value {
            case .integer(let number): return Located(number.magnitude != 0, at: at)
            case .real(let number): return Located(number != 0, at: at)
            default: return nil
            }
        case let kind:
            collector.add(.booleanExpected(key, found: kind, format: format, at: collector.location(at)))
            return nil
        }
    }

    /// A class name: an identifier, or module-qualified identifiers (`MyApp.DeleteRowController`).
    func className(_ key: DefinitionKey, required reason: String? = nil) -> Located<String>? {
        let name = reason.map { requiredString(key, because: $0) } ?? string(key)
        guard let name else { return nil }
        guard Self.isClassName(name.value) else {
            collector.add(.invalidClassName(name.value, at: collector.location(name.position)))
            return nil
        }
        return name
    }

    func formatterStyle(_ key: DefinitionKey) -> Located<FormatterStyle>? {
        var unreadable = false
        var keys: [(key: String, position: SourcePosition)] = []
        return formatterStyle(key, unreadable: &unreadable, keys: &keys)
    }

    /// A formatter style; `unreadable` is set when the key is there but holds no style (a wrong type, a
    /// name that is not a style: reported here), so that the row is not also "missing" one. One lookup; a
    /// style read appends its key and where the key is written to `keys` (what a row that shows no Date
    /// ignores).
    func formatterStyle(_ key: DefinitionKey, unreadable: inout Bool, keys: inout [(key: String, position: SourcePosition)])
        -> Located<FormatterStyle>?
    {
        guard let value = self[key] else { return nil }
        guard let node = stringNode(value, key: key.rawValue) else {
            if tape.kind(at: value) != .string { unreadable = true }
            return nil
        }
        if let style = tape.withUTF8(at: node, FormatterStyle.init(utf8:)) {
            keys.append((key.rawValue, tape.keyPosition(ofValueAt: value)))
            return Located(style, at: tape.position(at: node))
        }
        unreadable = true
        let name = tape.string(at: node)
        let names = FormatterStyle.allCases.map(\.rawValue)
        // `Long`, `LongStyle` and `NSDateFormatterLong` are compared with the styles' own words.
        var word = Substring(name)
        if word.hasPrefix("NSDateFormatter") { word = word.dropFirst("NSDateFormatter".count) }
        if word.hasSuffix("Style") { word = word.dropLast("Style".count) }
        let words = FormatterStyle.allCases.map { String($0.rawValue.dropFirst("NSDateFormatter".count).dropLast("Style".count)) }
        let suggestion =
            DidYouMean.suggestion(for: name, among: names)
            ?? DidYouMean.name(for: String(word), among: words).map { "NSDateFormatter" + $0 + "Style" }
        collector.add(.invalidFormatterStyle(name, suggestion: suggestion, at: collector.location(tape.position(at: node))))
        return nil
    }

    /// A key path; an empty component (`type..name`, `.name`) is an `invalid-value`.
    func keyPath(_ key: DefinitionKey, required reason: String? = nil) -> Located<String>? {
        let path = reason.map { requiredString(key, because: $0) } ?? string(key)
        guard let path else { return nil }
        return checkedKeyPath(path)
    }

    func checkedKeyPath(_ path: Located<String>) -> Located<String>? {
        guard KeyPathSyntax.isKeyPath(path.value) else {
            collector.add(.invalidKeyPath(path.value, at: collector.location(path.position)))
            return nil
        }
        return path
    }

    /// Identifiers of ASCII letters, digits and underscores, not starting with a digit, joined by single
    /// dots. (On bytes: scalar properties cost a Custom row more than the rest of its decoding.)
    static func isClassName(_ name: String) -> Bool {
        var atStart = true
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "."):
                if atStart { return false }
                atStart = true
            case UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                atStart = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if atStart { return false }
            default:
                return false
            }
        }
        return !atStart
    }
}
