import RowControllers

/// Which edit screens an error says CDL crashes on, and how: in edit mode a tap on a row pushes its edit
/// screen, and some errors foresee that this push, the screen's set-up or its Save crashes the app. The
/// preview then links the row to a crash screen in the editor's place (docs/DECISIONS.md, "What the
/// runtime does, drawn").
///
/// | code | screens it breaks | when |
/// |---|---|---|
/// | `undeclared-property` | a single-line row's text field or date picker; a Relationship row's chooser | on the tap: `classOfKey:` reads the type of a property the class does not declare |
/// | `scalar-property` | the same | on the tap: `classOfKey:` cuts a scalar's type encoding to a negative length |
/// | `type-mismatch` | a single-line row's text field | on Save or Done: the field writes a string back |
/// | `type-mismatch` | a to-many row's Add Existing checklist, an ordered row's Add chooser | when it opens: each object's raw value goes in a label |
///
/// "Add Existing" and an ordered row's "Add" never call `classOfKey:` (their entity is the model's), so
/// the first two codes leave them working; a multi-line row's text view neither. Only errors count: a
/// warning of the same code leaves the editor as it is.
struct EditPathFailure {
    let code: DiagnosticCode
    let screens: Set<PreviewScreen.Kind>
    let moment: String
    let exception: String

    // Spelt here, not in `DiagnosticCode`: the rules that report them are another module's.
    static let undeclaredProperty = DiagnosticCode("undeclared-property")
    static let scalarProperty = DiagnosticCode("scalar-property")

    private static let classOfKeyScreens: Set<PreviewScreen.Kind> = [.textField, .datePicker, .toOneChooser]
    private static let onTheTap = "on the tap that would open this screen"

    /// Every failure, by code and screens.
    static let all = [
        EditPathFailure(
            code: undeclaredProperty, screens: classOfKeyScreens, moment: onTheTap,
            exception: "classOfKey: finds no property declared for the key in the object's class and reads the type of "
                + "none (strlen of NULL): the app stops with EXC_BAD_ACCESS"),
        EditPathFailure(
            code: scalarProperty, screens: classOfKeyScreens, moment: onTheTap,
            exception: "classOfKey: cuts the scalar's type encoding (\"Ti\", \"Tc\", \"Td\") to a negative length: the app "
                + "stops copying a block of memory as long as the address space"),
        EditPathFailure(
            code: .typeMismatch, screens: [.textField], moment: "on Save or Done",
            exception: "the text field writes its text back with setValue:forKey:, always a string, which Core Data refuses "
                + "for any other type (NSInvalidArgumentException)"),
        EditPathFailure(
            code: .typeMismatch, screens: [.addExistingChecklist, .orderedChooser], moment: "as this screen opens",
            exception: "the checklist puts each object's value as it is in a label's text: a number or date is not a string "
                + "(unrecognized selector sent to an NSNumber or NSDate)"),
    ]

    /// What a crash screen says in place of a screen of `kind`, when one of the opening row's
    /// `diagnostics` is an error that breaks it; nil when the editor works.
    static func crash(opening kind: PreviewScreen.Kind, diagnostics: [Diagnostic]) -> PreviewCrash? {
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let failure = all.first(where: { $0.code == diagnostic.code && $0.screens.contains(kind) }) else { continue }
            return PreviewCrash(moment: failure.moment, exception: failure.exception, diagnostic: diagnostic)
        }
        return nil
    }
}
