import PlistLoader

/// Reads the keys of one section, row or list-view dictionary, reporting what is wrong with them:
/// duplicates, unknown keys, wrong types, empty required values.
struct DefinitionDictionary {
    let dictionary: PlistDictionary
    let position: SourcePosition
    let level: DefinitionLevel
    let format: PlistFormat
    let collector: DiagnosticCollector

    /// Reports duplicate keys, keys no level knows (`unknown-key`), and keys that have no effect here
    /// (`ignored-key`): those of another level, and those `ignoredReason` gives a reason for.
    func checkKeys(additionalKeys: Set<String> = [], ignoredReason: (DefinitionKey) -> String? = { _ in nil }) {
        // Through a buffer, field by field: copying each entry (a key, a node) cost a third of this loop.
        dictionary.entries.withUnsafeBufferPointer { checkKeys(of: $0, additionalKeys: additionalKeys, ignoredReason: ignoredReason) }
    }

    private func checkKeys(
        of entries: UnsafeBufferPointer<PlistDictionaryEntry>, additionalKeys: Set<String>, ignoredReason: (DefinitionKey) -> String?
    ) {
        let isDefinitionLevel = level.isDefinitionLevel
        for index in 0..<entries.count {
            let key = entries[index].key
            let keyPosition = entries[index].keyPosition
            // Definitions have a handful of keys per dictionary: a scan beats hashing them (a plain loop:
            // `first(where:)` on a slice is slow in a debug build, which the tests run).
            if let first = (0..<index).first(where: { PlistDictionary.keysEqual(entries[$0].key, key) }) {
                let at = collector.location(keyPosition)
                collector.add(.duplicateKey(key, at: at, first: collector.location(entries[first].keyPosition)))
                continue
            }
            // An empty string means "not set" (CDL's own files write rowLabel = "" on rows without one),
            // so a known key left empty is never reported as having no effect.
            let isUnset = if case .string(let text) = entries[index].value.value { text.isEmpty } else { false }
            let known = isDefinitionLevel ? DefinitionKey(exactly: key) : nil
            if let known, known.level == level {
                if isUnset { continue }
                if let reason = ignoredReason(known) {
                    collector.add(.ignoredKey(key, because: reason, at: collector.location(keyPosition)))
                }
            } else if !isDefinitionLevel && level.keys.containsExactly(key) {
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

    subscript(key: String) -> PlistNode? {
        dictionary[key]
    }

    /// A string value; nil when absent or empty (an empty string means "not set", as in CDL).
    func string(_ key: String) -> Located<String>? {
        dictionary[key].flatMap { string($0, key: key) }
    }

    private func string(_ node: PlistNode, key: String) -> Located<String>? {
        guard case .string(let value) = node.value else {
            collector.add(.invalidType(of: "'\(key)'", expected: "a string", found: node.value, at: collector.location(node.position)))
            return nil
        }
        return value.isEmpty ? nil : Located(value, at: node.position)
    }

    /// A string that must be there and not be empty; `reason` says why, for the message (made only
    /// for one: it is often interpolated, and this runs several times a row).
    func requiredString(_ key: String, because reason: @autoclosure () -> String) -> Located<String>? {
        guard let node = dictionary[key] else {
            collector.add(.missingKey(key, in: level.name, because: reason(), at: collector.location(position)))
            return nil
        }
        if case .string(let value) = node.value, value.isEmpty {
            collector.add(.emptyRequiredKey(key, because: reason(), at: collector.location(node.position)))
            return nil
        }
        return string(node, key: key)
    }

    /// A boolean. OpenStep files have no booleans: there the strings YES and NO (or true and false, in
    /// any case) stand for them, as CoreFoundation reads them.
    func bool(_ key: String) -> Located<Bool>? {
        assert(level.booleanKeys.contains(key), "'\(key)' is missing from DefinitionLevel.booleanKeys, which convert relies on")
        guard let node = dictionary[key] else { return nil }
        switch node.value {
        case .boolean(let value):
            return Located(value, at: node.position)
        case .string(let text) where format == .openStep:
            if let value = DefinitionBooleans.value(of: text) { return Located(value, at: node.position) }
            if text.isEmpty { return nil }
            collector.add(
                .invalidValue(
                    "'\(key)' is '\(text)', which is not a boolean: write YES or NO", suggestion: nil,
                    at: collector.location(node.position)))
            return nil
        default:
            collector.add(.booleanExpected(key, found: node.value, format: format, at: collector.location(node.position)))
            return nil
        }
    }

    /// A class name: an identifier, or module-qualified identifiers (`MyApp.DeleteRowController`).
    func className(_ key: String, required reason: String? = nil) -> Located<String>? {
        let name = reason.map { requiredString(key, because: $0) } ?? string(key)
        guard let name else { return nil }
        guard Self.isClassName(name.value) else {
            collector.add(
                .invalidValue(
                    "'\(name.value)' is not a class name: use letters, digits and underscores, optionally qualified by a module (MyApp.MyRowController)",
                    suggestion: nil, at: collector.location(name.position)))
            return nil
        }
        return name
    }

    func formatterStyle(_ key: String) -> Located<FormatterStyle>? {
        guard let name = string(key) else { return nil }
        guard let style = FormatterStyle(rawValue: name.value) else {
            let names = FormatterStyle.allCases.map(\.rawValue)
            let suggestion = DidYouMean.suggestion(for: name.value, among: names)
                ?? DidYouMean.suggestion(for: "NSDateFormatter" + name.value + "Style", among: names)
            collector.add(
                .invalidValue(
                    "'\(name.value)' is not a formatter style: use NSDateFormatterNoStyle, …ShortStyle, …MediumStyle, …LongStyle or …FullStyle",
                    suggestion: suggestion, at: collector.location(name.position)))
            return nil
        }
        return Located(style, at: name.position)
    }

    /// A key path; an empty component (`type..name`, `.name`) is an `invalid-value`.
    func keyPath(_ key: String, required reason: String? = nil) -> Located<String>? {
        let path = reason.map { requiredString(key, because: $0) } ?? string(key)
        guard let path else { return nil }
        return checkedKeyPath(path, key: key)
    }

    func checkedKeyPath(_ path: Located<String>, key: String) -> Located<String>? {
        guard KeyPathSyntax.isKeyPath(path.value) else {
            collector.add(
                .invalidValue(
                    "'\(path.value)' is not a key path: keys are separated by single dots and contain no spaces",
                    suggestion: nil, at: collector.location(path.position)))
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
