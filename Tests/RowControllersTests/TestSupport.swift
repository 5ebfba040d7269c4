import Foundation
import PlistLoader
import RowControllers

/// Decodes a definition written inline.
func decode(_ text: String, format: PlistFormat = .openStep, name: String = "EventDetailView", customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()) throws -> (Definition?, [Diagnostic]) {
    let document = try PlistLoader().load(Array(text.utf8), pathExtension: format == .json ? "json" : "plist")
    return DefinitionDecoder(customRows: customRows).decode(document, file: name + ".plist", name: name)
}

/// A folder removed when the test is done with it.
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
