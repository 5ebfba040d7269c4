import CDLGenTestSupport
import Foundation

/// Where the recipes in `docs/recipes/` are tried: a temporary folder holding a copy of the sample app's
/// `Definitions/`, as an app's repository would.
struct RecipeFolder {
    static let recipes = CDLGenProcess.packageRoot.appendingPathComponent("docs/recipes")

    let folder: TemporaryFolder
    var url: URL { folder.url }
    var path: String { folder.path }

    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), to: folder.url.appendingPathComponent("Definitions"))
    }

    /// Misspells the Public switch's row type in the copy, as README's first diagnostic shows.
    func breakEventDetailView() throws {
        let file = url.appendingPathComponent("Definitions/Events/EventDetailView.plist")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch").utf8).write(to: file)
    }

    static let brokenRowTypeDiagnostic = "Events/EventDetailView.plist:22:15: error: unknown row type 'CDLTableRowTypeBoolSwitch'"
}
