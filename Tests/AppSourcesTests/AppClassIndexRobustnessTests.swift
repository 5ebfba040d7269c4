import AppSources
import CDLGenTestSupport
import Testing

/// Whatever the app's sources hold — half-typed code, binary junk, unclosed comments and strings, a
/// megabyte on one line — reading them ends, and finds only what is declared.
@Suite struct AppClassIndexRobustnessTests {
    @Test(arguments: [
        "/* never closed class Fake: NSObject {}", "\"never closed class Fake: NSObject {}", "#\"\"\"raw class Fake\n",
        "class", "class ", "@interface", "@interface Fake (", "@protocol P <", "extension", "class func Fake",
        "@objc(", "@objc(Named", "'", "@\"", "\\", "/*/", "#define X \\\n@interface Fake : NSObject\n@end",
    ])
    func fragmentsEndWithoutFakeClasses(_ text: String) {
        for (file, name) in [("Sources/A.swift", "App.Fake"), ("Sources/A.m", "Fake")] {
            let index = AppClassIndex(sources: [(file, text)])
            if case .declared(let found) = index.lookUp(name) { Issue.record("found \(found) in \(file): \(text)") }
        }
    }

    @Test func randomBytesAndHugeInputsEnd() {
        var generator = SplitMix64(seed: 27)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<2000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = String(decoding: bytes, as: UTF8.self)
            _ = AppClassIndex(sources: [("A.swift", text), ("A.m", text)])
        }
        let huge = String(repeating: "class A: B, C { /* x */ } ", count: 40_000)
        let index = AppClassIndex(sources: [
            ("Huge.swift", huge), ("Deep.swift", String(repeating: "<", count: 100_000) + "class Z: NSObject {}"),
        ])
        #expect(index.lookUp("App.A") != .missing(suggestion: nil))
    }
}
