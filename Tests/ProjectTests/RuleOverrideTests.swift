import CDLGenTestSupport
import Project
import Testing

@Suite struct RuleOverrideTests {
    @Test func readsCodeEqualsSetting() throws {
        #expect(try RuleOverride(parsing: "unknown-key=error") == RuleOverride(code: .unknownKey, setting: .error))
        #expect(try RuleOverride(parsing: "empty-section=off") == RuleOverride(code: .emptySection, setting: .off))
    }

    @Test(arguments: [
        ("unknown-key", "'unknown-key' is not CODE=SETTING (for example unknown-key=error)"),
        ("unknown-kye=off", "unknown code 'unknown-kye'; did you mean 'unknown-key'? (see 'cdlgen explain --list')"),
        ("unknown-key=loud", "'loud' is not a rule setting: use off, warning or error"),
        ("unknown-key=Error", "'Error' is not a rule setting: use off, warning or error; did you mean 'error'?"),
    ])
    func refusesWhatIsNotARule(text: String, message: String) {
        #expect(throws: RunSettingsError.self) { try RuleOverride(parsing: text) }
        do {
            _ = try RuleOverride(parsing: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func theCommandLineWinsOverTheProjectFileCodeByCode() throws {
        let folder = try TemporaryFolder()
        try folder.write("cdlgen.json", #"{"rules": {"unknown-key": "error", "empty-section": "off"}}"#)
        try folder.write("Definitions/A.plist", "()")
        var options = RunOptions()
        options.paths = [folder.path + "/Definitions"]
        options.rules = [.unknownKey: .off, .duplicateKey: .error]
        let settings = try RunSettings.resolve(options)
        #expect(settings.rules == [.unknownKey: .off, .emptySection: .off, .duplicateKey: .error])
    }
}
