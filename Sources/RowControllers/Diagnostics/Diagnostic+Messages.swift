import PlistLoader

/// Every built-in diagnostic is made here, so that wording and code stay together and consistent. Each
/// takes its severity from its rule's description, where the default of README, "Reading a diagnostic" is written once.
extension Diagnostic {
    static func syntaxError(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.syntaxError, message, at: location)
    }

    /// The summary of the findings past the limit of one file, at the first of them.
    /// As severe as the worst of them; summaries count each of them.
    static func tooManyProblems(_ unlisted: [DiagnosticCode: [DiagnosticSeverity: Int]], limit: Int, first: Diagnostic) -> Diagnostic {
        let count = unlisted.values.flatMap(\.values).reduce(0, +)
        // Not the description's severity: a summary of warnings must not fail a run that they would not.
        var diagnostic = Diagnostic(
            unlisted.values.flatMap(\.keys).max() ?? first.severity, .tooManyProblems,
            "\(count) more problems are not listed (at most \(limit) are, per file); the first is here: \(first.message) [\(first.code)]",
            at: first.location)
        diagnostic.unlisted = unlisted
        return diagnostic
    }

    static func invalidRoot(found kind: PlistKind, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "the root is \(kind.typeNameWithArticle): a definition is an array of sections (a detail view) or a dictionary (a list view)",
            at: location)
    }

    static func sectionAsRoot(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "the root is a single section: a detail view is an array of sections, so wrap this dictionary in an array",
            at: location)
    }

    static func invalidType(of what: String, expected: String, found kind: PlistKind, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.invalidType, "\(what) must be \(expected), not \(kind.typeNameWithArticle)", at: location)
    }

    /// A boolean written as a string in a format that has booleans: CDL reads it (`boolValue`), so a
    /// warning, with the format's boolean as the fix.
    static func stringBoolean(_ key: String, text: String, value: Bool, format: PlistFormat, at location: SourceLocation) -> Diagnostic {
        let boolean = format == .xml ? (value ? "<true/>" : "<false/>") : (value ? "true" : "false")
        let message = "'\(key)' is the string '\(text)': CDL reads it as \(value ? "YES" : "NO"), but write the boolean \(boolean)"
        return Diagnostic(.stringBoolean, message, at: location, fixIt: boolean)
    }

    static func booleanExpected(_ key: String, found kind: PlistKind, format: PlistFormat, at location: SourceLocation)
        -> Diagnostic
    {
        let spelling =
            switch format {
            case .xml: " (<true/> or <false/>)"
            case .json: " (true or false)"
            default: ""
            }
        return Diagnostic(
            .invalidType, "'\(key)' must be a boolean\(spelling), not \(kind.typeNameWithArticle)", at: location)
    }

    static func missingKey(_ key: String, in level: String, because reason: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.missingKey, "the \(level) has no '\(key)': \(reason)", at: location)
    }

    static func emptyRequiredKey(_ key: String, because reason: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.missingKey, "'\(key)' is empty: \(reason)", at: location)
    }

    static func unknownRowType(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'cdlgen explain unknown-row-type' for the ten types"
        return Diagnostic(.unknownRowType, "unknown row type '\(name)'\(hint)", at: location, fixIt: suggestion)
    }

    static func legacyRowType(_ name: String, current: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .legacyRowType,
            "'\(name)' is the legacy name of '\(current)': CDL's runtime knows only the CDLTableRowType names and raises "
                + "\"Invalid rowType given\"", at: location, fixIt: current)
    }

    static func unknownKey(_ key: String, in level: String, suggestion: String?, at location: SourceLocation)
        -> Diagnostic
    {
        var hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        // Equal to Swift but not to the app, which compares keys scalar by scalar: name the odd characters,
        // since the two print alike.
        if let suggestion, suggestion == key {
            let odd = key.unicodeScalars.filter { !suggestion.unicodeScalars.contains($0) }
            hint += " (it is written with " + odd.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ") + ")"
        }
        return Diagnostic(.unknownKey, "unknown \(level) key '\(key)'\(hint)", at: location, fixIt: suggestion)
    }

    static func ignoredKey(_ key: String, because reason: String, fixIt: String? = nil, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.ignoredKey, "'\(key)' has no effect here: \(reason)", at: location, fixIt: fixIt)
    }

    static func missingLabel(type: RowType, at location: SourceLocation) -> Diagnostic {
        let shown = type.showsLabel ? "CDL shows an empty label and titles" : "CDL titles"
        return Diagnostic(
            .missingLabel, "the \(type.rawValue) row has no 'rowLabel': \(shown) its edit screen \"Edit (null)\"", at: location)
    }

    /// A string in OpenStep's YES or NO, or a format's own boolean, is read; any other is not.
    static func invalidBoolean(_ key: String, text: String, format: PlistFormat, at location: SourceLocation) -> Diagnostic {
        let spelling = format == .openStep ? "YES or NO" : format == .xml ? "<true/> or <false/>" : "true or false"
        return invalidValue("'\(key)' is '\(text)', which is not a boolean: write \(spelling)", suggestion: nil, at: location)
    }

    static func invalidClassName(_ name: String, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(name)' is not a class name: use letters, digits and underscores, optionally qualified by a module (MyApp.MyRowController)",
            suggestion: nil, at: location)
    }

    static func invalidFormatterStyle(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(name)' is not a formatter style: use NSDateFormatterNoStyle, …ShortStyle, …MediumStyle, …LongStyle or …FullStyle",
            suggestion: suggestion, at: location)
    }

    static func invalidKeyPath(_ keyPath: String, at location: SourceLocation) -> Diagnostic {
        invalidValue(
            "'\(keyPath)' is not a key path: keys are separated by single dots and contain no spaces", suggestion: nil, at: location)
    }

    /// A value of the project file's `rules`.
    static func invalidRuleSetting(_ setting: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue("'\(setting)' is not a rule setting: use off, warning or error", suggestion: suggestion, at: location)
    }

    /// The `style` of one of the project file's `customRows`.
    static func invalidCustomRowStyle(_ style: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        invalidValue("'\(style)' is not a custom row style: use default, button or destructive", suggestion: suggestion, at: location)
    }

    /// Private, so that each invalid value has its own factory above and its words stay in this file.
    private static func invalidValue(_ message: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(.invalidValue, message + hint, at: location, fixIt: suggestion)
    }

    static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateKey, "'\(key)' is set twice in this dictionary; this later value wins",
            at: location, notes: [DiagnosticNote("'\(key)' was first set here", at: first)])
    }

    /// `what`: "the section has no rows", "the row is empty"…; CDL raises on each.
    static func emptySection(_ what: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.emptySection, "\(what): CDL raises on an empty one", at: location)
    }

    static func sectionMustBeAlone(_ type: RowType, rowCount: Int, at location: SourceLocation, section: SourceLocation)
        -> Diagnostic
    {
        let others = rowCount - 1 == 1 ? "1 other row" : "\(rowCount - 1) other rows"
        return Diagnostic(
            .sectionMustBeAlone,
            "a \(type.rawValue) row must be the only row of its section, but this one shares it with \(others)",
            at: location, notes: [DiagnosticNote("the section starts here", at: section)])
    }

    static func keyNotPath(_ keyPath: String, type: RowType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .keyNotPath,
            "a \(type.rawValue) row binds to a key of the object itself, not a key path like '\(keyPath)': CDL raises on a key path",
            at: location)
    }

    static func relationshipKeyPath(_ keyPath: String, type: RowType, at location: SourceLocation) -> Diagnostic {
        let shape = type == .toManyOrderedRelationship ? "'intermediate.relationship.attribute'" : "'relationship.attribute'"
        let count = type.relationshipKeyPathComponents == 3 ? "three" : "two"
        return Diagnostic(
            .relationshipKeyPath,
            "a \(type.rawValue) row needs a key path of exactly \(count) keys, \(shape), not '\(keyPath)': CDL raises on any other",
            at: location)
    }

    static func missingDefinition(_ name: String, key: String, suggestion: String?, at location: SourceLocation)
        -> Diagnostic
    {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .missingDefinition,
            "no definition named '\(name)' (\(name).plist or \(name).json) for '\(key)'\(hint)", at: location,
            fixIt: suggestion)
    }

    /// A missing definition whose near name `guess` may not be the one meant (`reason` says why, when
    /// known): not a fix-it, which `--fix` would apply, but a note at that definition.
    static func missingDefinition(
        _ name: String, key: String, guess: String, because reason: String?, guessAt: SourceLocation, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .missingDefinition, "no definition named '\(name)' (\(name).plist or \(name).json) for '\(key)'", at: location,
            notes: [DiagnosticNote("did you mean '\(guess)'?" + (reason.map { " \($0)" } ?? ""), at: guessAt)])
    }

    static func referenceWithExtension(_ name: String, key: String, bareName: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .missingDefinition,
            "'\(key)' takes a definition's name without its extension ('\(bareName)'): the app would look for '\(name).plist'",
            at: location, fixIt: bareName)
    }

    /// `bareName`: the fix-it, when the name's last part names exactly one definition.
    static func folderInReference(_ name: String, key: String, bareName: String?, at location: SourceLocation) -> Diagnostic {
        let hint = bareName.map { "; write '\($0)'" } ?? ""
        return Diagnostic(
            .folderInReference,
            "'\(key)' names '\(name)', a folder: CDL looks references up with pathForResource:ofType:, which finds only "
                + "what the app bundle holds at that path; Xcode copies grouped files flat and cdlgen compile writes "
                + "definitions flat, so it is not found and CDL raises \"Provided plist is not valid\"\(hint)",
            at: location, fixIt: bareName)
    }

    static func pathEscape(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .pathEscape, "'\(key)' names '\(name)', which is outside the definitions folder", at: location)
    }

    /// A project file's path that leads out of the project: what it names is not read.
    static func projectPathEscape(_ path: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .pathEscape,
            "'\(key)' names '\(path)', which is outside the project: it is not read (--allow-outside-project reads it)",
            at: location)
    }

    static func modelError(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.modelError, message, at: location)
    }

    static func duplicateDefinitionName(_ name: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateDefinitionName,
            "another definition is named '\(name)': the app bundle, which CDL loads '\(name).plist' from, is flat and keeps one of them",
            at: location, notes: [DiagnosticNote("the other '\(name)' is here", at: first)])
    }

    static func wrongDefinitionKind(_ name: String, key: String, at location: SourceLocation, listView: SourceLocation) -> Diagnostic {
        Diagnostic(
            .wrongDefinitionKind,
            "'\(key)' names '\(name)', a list view, where CDL loads a detail view (an array of sections): it raises "
                + "\"Provided plist is not valid\"",
            at: location, notes: [DiagnosticNote("'\(name)' is a list view", at: listView)])
    }
}
