import Foundation

/// `editors/vscode`, read as VS Code and vsce would read it: the manifest (`package.json`), the script that
/// copies the schema in, and the extension's source.
struct VSCodeExtensionFolder {
    static let url = CDLGenProcess.packageRoot.appendingPathComponent("editors/vscode")

    let manifest: [String: Any]

    init() throws {
        let data = try Data(contentsOf: Self.url.appendingPathComponent("package.json"))
        manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    var scripts: [String: String] {
        manifest["scripts"] as? [String: String] ?? [:]
    }

    private var contributes: [String: Any] {
        manifest["contributes"] as? [String: Any] ?? [:]
    }

    /// The `url`s of `contributes.jsonValidation`, as written (`./schemas/…`).
    var jsonValidationURLs: [String] {
        (contributes["jsonValidation"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
    }

    /// The names of the settings under `contributes.configuration`.
    var settings: Set<String> {
        let properties = (contributes["configuration"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        return Set(properties.keys)
    }

    /// The source and destination of the `copy-schema` script's `copyFileSync`, relative to the folder.
    var schemaCopy: (source: String, destination: String)? {
        guard let script = scripts["copy-schema"], let match = script.firstMatch(of: #/copyFileSync\('([^']+)', '([^']+)'\)/#) else {
            return nil
        }
        return (String(match.1), String(match.2))
    }

    /// The `'cdlgen.…'` setting names `extension.js` spells out.
    func settingsReadByTheExtension() throws -> Set<String> {
        let source = try String(contentsOf: Self.url.appendingPathComponent("extension.js"), encoding: .utf8)
        return Set(source.matches(of: #/'(cdlgen\.[A-Za-z.]+)'/#).map { String($0.1) })
    }

    /// A path relative to the folder as one path, `./` and `..` resolved.
    static func resolve(_ relative: String) -> URL {
        url.appendingPathComponent(relative).standardizedFileURL
    }
}
