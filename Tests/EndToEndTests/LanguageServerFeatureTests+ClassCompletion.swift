import CDLGenTestSupport
import Foundation
import Testing

/// Completion of a class key's value from the app's sources (the project file's `sources`): the classes
/// that may stand there, by the name `NSClassFromString` finds them by, then the project's `knownClasses`.
extension LanguageServerFeatureTests {
    /// The project names `../App` as its sources, which declare three row classes (one that adopts another
    /// protocol), a section class, and know one framework class.
    func writeAppSources() throws {
        let project = root + "/cdlgen.json"
        try String(contentsOfFile: project, encoding: .utf8).replacingOccurrences(
            of: "\"samples\"", with: "\"sources\": \"../App\",\n  \"knownClasses\": [\"VendorRow\"],\n  \"samples\""
        )
        .write(toFile: project, atomically: true, encoding: .utf8)
        // The folder is the repository, as an app's is: `../App` is inside the project.
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write(
            "App/Rows.swift",
            """
            @objc(DeleteRowController)
            final class DeleteRowController: NSObject, CDLTableRowControllerProtocol {}
            final class SwiftRow: UITableViewCell, CDLTableRowControllerProtocol {}
            final class NotARow: NSObject, UITableViewDelegate {}

            """)
        try folder.write(
            "App/Sections.h",
            "@interface NotesSection : NSObject <CDLTableSectionControllerProtocol>\n@end\n@interface ARow : CDLTableRowController\n@end\n")
    }

    func completionItems(_ id: Int, in replies: LanguageServerReplies) -> [String: [String: Any]] {
        let items = (replies.result(id) as? [String: Any])?["items"] as? [[String: Any]] ?? []
        return Dictionary(items.map { ($0["label"] as? String ?? "", $0) }) { first, _ in first }
    }

    @Test(arguments: [false, true]) func completesTheAppsClassesForEachClassKey(_ snippets: Bool) throws {
        try writeAppSources()
        let events = root + "/Events/EventDetailView.plist", tasks = root + "/Tasks/TaskDetailView.json"
        let openStep = try String(contentsOfFile: events, encoding: .utf8)
        let json = try String(contentsOfFile: tasks, encoding: .utf8).replacingOccurrences(
            of: "\"sectionTitle\": \"Description\",",
            with: "\"sectionTitle\": \"Description\",\n    \"customSectionControllerClass\": \"N\",")
        let capabilities: [String: Any] = snippets ? ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]] : [:]
        var session = LanguageServerSession(folder: folder.path, capabilities: capabilities)
        session.open(events, text: openStep)
        session.open(tasks, text: json)
        let row = session.request(
            "textDocument/completion", events, in: openStep,
            at: try #require(openStep.range(of: "DeleteRowController")).lowerBound)
        let quoted = try #require(json.range(of: "\"N\""))
        let section = session.request("textDocument/completion", tasks, in: json, at: json.index(quoted.lowerBound, offsetBy: 2))
        let replies = try session.run()
        #expect(replies.status == 0)

        // Rows: the classes that adopt CDL's row protocol, themselves or through CDL's own row class, and
        // the known ones; not the class that adopts something else, nor the section.
        let rows = completionItems(row, in: replies)
        let swift = rows["SwiftRow"]
        #expect(Set(rows.keys) == Set(["DeleteRowController", "ARow", "VendorRow"] + (snippets ? ["SwiftRow"] : [])))
        #expect(rows["DeleteRowController"]?["detail"] as? String == "Swift class, @objc(DeleteRowController)")
        #expect(rows["ARow"]?["detail"] as? String == "Objective-C class")
        #expect(
            (rows["ARow"]?["documentation"] as? [String: Any])?["value"] as? String
                == "**ARow**, an Objective-C class: `CDLTableRowController`\n\nDeclared in `\(folder.path)/App/Sections.h:3`")
        if snippets {
            // A Swift class without @objc(Name) is found only with its module, which the sources do not say.
            let edit = try #require(swift?["textEdit"] as? [String: Any])
            #expect(edit["newText"] as? String == "\"${1:Module}.SwiftRow\"")
            #expect(swift?["insertTextFormat"] as? Int == 2)
        }
        #expect(rows["DeleteRowController"]?["insertTextFormat"] == nil)

        // Sections: the class that adopts the section protocol, inside JSON's quotes, and the known ones.
        let sections = completionItems(section, in: replies)
        #expect(Set(sections.keys) == ["NotesSection", "VendorRow"])
        #expect((sections["NotesSection"]?["textEdit"] as? [String: Any])?["newText"] as? String == "NotesSection")
    }

    /// From a class name to its declaration, and what it is on hover — a Swift class named without its
    /// module too, which the diagnostic under it explains.
    @Test func goesToAClassesDeclarationAndSaysWhatItIs() throws {
        try writeAppSources()
        let events = root + "/Events/EventDetailView.plist"
        let openStep = try String(contentsOfFile: events, encoding: .utf8).replacingOccurrences(
            of: "rowCustomControllerClass = DeleteRowController;", with: "rowCustomControllerClass = SwiftRow;")
        var session = LanguageServerSession(folder: folder.path)
        session.open(events, text: openStep)
        let at = try #require(openStep.range(of: "SwiftRow")).lowerBound
        let definition = session.request("textDocument/definition", events, in: openStep, at: at)
        let hover = session.request("textDocument/hover", events, in: openStep, at: at)
        let replies = try session.run()
        let location = try #require(replies.result(definition) as? [String: Any])
        #expect(location["uri"] as? String == "file://\(folder.path)/App/Rows.swift")
        #expect((location["range"] as? [String: [String: Int]])?["start"] == ["line": 2, "character": 0])
        let contents = try #require((replies.result(hover) as? [String: Any])?["contents"] as? [String: Any])
        let text = try #require(contents["value"] as? String)
        #expect(
            text.hasPrefix(
                "**SwiftRow**, a Swift class: `UITableViewCell`, `CDLTableRowControllerProtocol`\n\nDeclared in `\(folder.path)/App/Rows.swift:3`"
            ))
        #expect(text.contains("unknown-class"), "\(text)")
    }
}
