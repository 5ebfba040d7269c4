import Foundation
import Testing

/// `docs/RECIPES.md` shows what the tests run: it links every recipe file, the Xcode snippet printed in it
/// is the file, and the README links it.
@Suite struct RecipesDocumentTests {
    static let document = CDLGenProcess.packageRoot.appendingPathComponent("docs/RECIPES.md")

    @Test func everyRecipeFileIsLinked() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: RecipeFolder.recipes.path)
        #expect(files.count == 5)
        for file in files {
            #expect(text.contains("](recipes/\(file))"), "docs/RECIPES.md does not link recipes/\(file)")
        }
        let readme = try String(contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("](docs/RECIPES.md)"))
    }

    @Test(arguments: ["xcode-run-script.sh", "xcode-compile-definitions.sh"]) func theXcodeSnippetIsTheTestedFile(_ name: String) throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let link = try #require(text.range(of: "](recipes/\(name))"))
        let open = try #require(text.range(of: "```sh\n", range: link.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "```\n", range: open.upperBound..<text.endIndex))
        let file = try String(contentsOf: RecipeFolder.recipes.appendingPathComponent(name), encoding: .utf8)
        #expect(String(text[open.upperBound..<close.lowerBound]) == file)
    }
}
