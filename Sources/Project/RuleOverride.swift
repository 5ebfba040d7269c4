import Diagnostics

/// One `--rule CODE=SETTING` of the command line: the same thing as an entry `"CODE": "SETTING"` of the
/// project file's `rules`, and checked the same way (a known code, `off`, `warning` or `error`).
public struct RuleOverride: Sendable, Equatable {
    public var code: DiagnosticCode
    public var setting: RuleSetting

    public init(code: DiagnosticCode, setting: RuleSetting) {
        self.code = code
        self.setting = setting
    }

    /// Reads `CODE=SETTING`; a usage error names what is wrong, with a did-you-mean.
    public init(parsing text: String) throws(RunSettingsError) {
        guard let equals = text.firstIndex(of: "=") else {
            throw RunSettingsError("'\(text)' is not CODE=SETTING (for example unknown-key=error)")
        }
        let code = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        let codes = RuleRegistry.all.map(\.code.rawValue)
        guard codes.contains(code) else {
            let hint = DidYouMean.suggestion(for: code, among: codes).map { "; did you mean '\($0)'?" } ?? ""
            throw RunSettingsError("unknown code '\(code)'\(hint) (see 'cdlgen explain --list')")
        }
        guard let setting = RuleSetting(rawValue: value) else {
            let hint =
                DidYouMean.suggestion(for: value, among: RuleSetting.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            throw RunSettingsError("'\(value)' is not a rule setting: use off, warning or error\(hint)")
        }
        self.init(code: DiagnosticCode(code), setting: setting)
    }
}
