import Diagnostics

/// Which edit screens an error says CDL crashes on, and how: in edit mode a tap on a row pushes its edit
/// screen, and some errors foresee that this push, the screen's set-up or its Save crashes the app. The
/// preview then links the row to a crash screen in the editor's place (docs/DECISIONS.md, "What the
/// runtime does, drawn").
///
/// | code | screens it breaks | when |
/// |---|---|---|
/// | `property-declaration` | a single-line row's text field or date picker; every chooser (a Relationship row's, "Add Existing", an ordered row's "Add") | on the tap: `classOfKey:` reads the declaration of the property in the object's class |
/// | `type-mismatch` | a single-line row's text field | on Save or Done: the field writes a string back |
/// | `type-mismatch` | a to-many row's Add Existing checklist, an ordered row's Add chooser | when it opens: each object's raw value goes in a label |
///
/// "Add Existing" and the ordered "Add" are set up by the to-one chooser's initializer, which asks
/// `classOfKey:` for the relationship (CDLToManyRelationshipAddExistingObjectsEditController.m:32 →
/// CDLToOneRelationshipEditController.m:54) before their entity is overwritten from the model; a
/// multi-line row's text view never asks. Only errors count: a warning of the same code leaves the
/// editor as it is.
struct EditPathFailure {
    let code: DiagnosticCode
    let screens: Set<PreviewScreen.Kind>
    let moment: String
    let exception: String

    private static let classOfKeyScreens: Set<PreviewScreen.Kind> = [
        .textField, .datePicker, .toOneChooser, .addExistingChecklist, .orderedChooser,
    ]

    /// Every failure, by code and screens.
    static let all = [
        EditPathFailure(
            code: .propertyDeclaration, screens: classOfKeyScreens, moment: "on the tap that would open this screen",
            exception: "classOfKey: reads the property's declaration in the object's class: with none (strlen of NULL) or a "
                + "scalar (a type encoding cut to a negative length) the app stops with EXC_BAD_ACCESS; a class CDL has no edit "
                + "screen for pushes nil, which UIKit refuses"),
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
