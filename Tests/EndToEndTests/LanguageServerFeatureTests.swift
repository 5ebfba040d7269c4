import CDLGenTestSupport
import Foundation
import Testing

/// Every feature of `cdlgen lsp` (docs/editors.md) through the built binary, on a copy of the repository's own
/// project (`Definitions/`: OpenStep, XML and JSON definitions, a model, a project file).
@Suite struct LanguageServerFeatureTests {
    let folder: TemporaryFolder
    let root: String

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
        root = folder.path + "/Definitions"
    }

    func text(_ name: String) throws -> String { try String(contentsOfFile: root + "/" + name, encoding: .utf8) }

    /// Where `marker` is in `text`, moved `by` characters.
    func offset(of marker: String, in text: String, by: Int = 0) throws -> String.Index {
        let found = try #require(text.range(of: marker))
        return text.index(found.lowerBound, offsetBy: by)
    }

    @Test func completesRowTypesKeysAndKeyPathsInEachFormat() throws {
        let events = root + "/Events/EventDetailView.plist", widgets = root + "/Widgets/WidgetDetailView.plist"
        let tasks = root + "/Tasks/TaskDetailView.json"
        let openStep = try text("Events/EventDetailView.plist"), xml = try text("Widgets/WidgetDetailView.plist")
        let json = try text("Tasks/TaskDetailView.json")
        var session = LanguageServerSession(folder: folder.path)
        session.open(events, text: openStep)
        session.open(widgets, text: xml)
        session.open(tasks, text: json)
        // Mid-word in a row type, in OpenStep and in XML.
        let rowType = session.request(
            "textDocument/completion", events, in: openStep, at: try offset(of: "CDLTableRowTypeBooleanSwitch", in: openStep, by: 18))
        let xmlRowType = session.request(
            "textDocument/completion", widgets, in: xml, at: try offset(of: "CDLTableRowTypeSingleLine", in: xml, by: 3))
        // After the dot of a Relationship row's key path: the attributes of EventType.
        let keyPath = session.request("textDocument/completion", events, in: openStep, at: try offset(of: "type.name", in: openStep, by: 5))
        // A key of a JSON row, inside its quotes: the row's keys, those it has left out.
        let jsonKey = session.request(
            "textDocument/completion", tasks, in: json, at: try offset(of: "\"rowLabel\": \"Completed\"", in: json, by: 4))
        // A formatter style, and a reference to another definition.
        let style = session.request(
            "textDocument/completion", tasks, in: json, at: try offset(of: "NSDateFormatterFullStyle", in: json, by: 3))
        let reference = session.request(
            "textDocument/completion", tasks, in: json, at: try offset(of: "TaskStepDetailView", in: json, by: 4))
        let replies = try session.run()
        #expect(replies.status == 0)
        let rowTypes = [
            "SingleLineValueNoLabel", "SingleLineValueLargeLabel", "SingleLineValueSmallLabel", "MultiLineValueNoLabel",
            "MultiLineValueSmallLabel", "BooleanSwitch", "Relationship", "ToManyRelationship", "ToManyOrderedRelationship", "Custom",
        ].map { "CDLTableRowType" + $0 }
        #expect(replies.labels(rowType) == rowTypes)
        #expect(replies.labels(xmlRowType) == rowTypes)
        #expect(replies.labels(keyPath) == ["name"])  // Not the to-many 'events': a Relationship row shows an attribute.
        let keys = replies.labels(jsonKey)
        #expect(keys.contains("rowLabel") && !keys.contains("rowType") && !keys.contains("attributeKeyPath"))
        #expect(!keys.contains("showAddNewObject"))  // A BooleanSwitch row does not read it.
        #expect(replies.labels(style).count == 5 && replies.labels(style).allSatisfy { $0.hasPrefix("NSDateFormatter") })
        #expect(replies.labels(reference).contains("TaskStepDetailView") && !replies.labels(reference).contains("TaskDetailView"))
        // The edit replaces the word, in the format's own spelling: inside JSON quotes, no quotes are added.
        let item = try #require(
            ((replies.result(jsonKey) as? [String: Any])?["items"] as? [[String: Any]])?.first { $0["label"] as? String == "rowLabel" })
        let edit = try #require(item["textEdit"] as? [String: Any])
        #expect(edit["newText"] as? String == "rowLabel")
        let line = json.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"Completed\"") }!
        #expect((edit["range"] as? [String: Any])?["start"] as? [String: Int] == ["line": line, "character": 9])
        #expect((item["documentation"] as? [String: Any])?["value"] as? String != nil)
    }

    @Test func hoverExplainsKeysRowTypesKeyPathsAndDiagnostics() throws {
        let events = root + "/Events/EventDetailView.plist"
        let openStep = try text("Events/EventDetailView.plist").replacingOccurrences(
            of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch")
        var session = LanguageServerSession(folder: folder.path)
        session.open(events, text: openStep)
        let key = session.request(
            "textDocument/hover", events, in: openStep, at: try offset(of: "attributeKeyPath = name", in: openStep, by: 3))
        let keyPath = session.request("textDocument/hover", events, in: openStep, at: try offset(of: "type.name", in: openStep, by: 7))
        let rowType = session.request(
            "textDocument/hover", events, in: openStep, at: try offset(of: "CDLTableRowTypeRelationship", in: openStep, by: 3))
        let broken = session.request(
            "textDocument/hover", events, in: openStep, at: try offset(of: "CDLTableRowTypeBoolSwitch", in: openStep, by: 3))
        let replies = try session.run()
        func shown(_ id: Int) -> String {
            ((replies.result(id) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        }
        #expect(shown(key).hasPrefix("**attributeKeyPath** (row key)"))
        #expect(shown(keyPath).contains("`type`: a to-one relationship of Event to EventType"))
        #expect(shown(keyPath).contains("`name`: a String attribute of EventType"))
        #expect(shown(rowType).hasPrefix("**CDLTableRowTypeRelationship**"))
        #expect(shown(broken).contains("**unknown-row-type**: unknown row type 'CDLTableRowTypeBoolSwitch'"))
    }

    @Test func goesToReferencedDefinitionsAndToTheModel() throws {
        let list = root + "/Events/EventListView.plist", detail = root + "/Events/EventDetailView.plist"
        let listText = try text("Events/EventListView.plist"), detailText = try text("Events/EventDetailView.plist")
        var session = LanguageServerSession(folder: folder.path)
        session.open(list, text: listText)
        session.open(detail, text: detailText)
        let reference = session.request(
            "textDocument/definition", list, in: listText, at: try offset(of: "= EventDetailView", in: listText, by: 4))
        let attribute = session.request(
            "textDocument/definition", detail, in: detailText, at: try offset(of: "publicEvent", in: detailText, by: 2))
        let relationship = session.request(
            "textDocument/definition", detail, in: detailText, at: try offset(of: "type.name", in: detailText, by: 1))
        let entity = session.request("textDocument/definition", list, in: listText, at: try offset(of: "= Event;", in: listText, by: 3))
        let replies = try session.run()
        func target(_ id: Int) -> (uri: String, line: Int?) {
            let location = replies.result(id) as? [String: Any]
            let start = (location?["range"] as? [String: Any])?["start"] as? [String: Int]
            return (location?["uri"] as? String ?? "", start?["line"])
        }
        #expect(target(reference).uri.hasSuffix("/Events/EventDetailView.plist") && target(reference).line == 0)
        let contents = try String(contentsOfFile: root + "/Model.xcdatamodeld/Model.xcdatamodel/contents", encoding: .utf8).split(
            separator: "\n")
        func line(of marker: String) -> Int? { contents.firstIndex { $0.contains(marker) } }
        #expect(target(attribute).uri.hasSuffix("/Model.xcdatamodel/contents"))
        #expect(target(attribute).line == line(of: "attribute name=\"publicEvent\""))
        #expect(target(relationship).line == line(of: "relationship name=\"type\""))
        #expect(target(entity).line == line(of: "entity name=\"Event\""))
    }

    @Test func outlinesSectionsAndRowsAndFixesWhatItCan() throws {
        let tasks = root + "/Tasks/TaskDetailView.json"
        let json = try text("Tasks/TaskDetailView.json").replacingOccurrences(
            of: "\"CDLTableRowTypeBooleanSwitch\"", with: "\"CDLTableRowTypeBoolSwitch\"")
        var session = LanguageServerSession(folder: folder.path)
        session.open(tasks, text: json)
        let symbols = session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + tasks]])
        let start = LanguageServerSession.position(of: try offset(of: "CDLTableRowTypeBoolSwitch", in: json), in: json)
        let actions = session.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file://" + tasks], "range": ["start": start, "end": start], "context": ["diagnostics": []]])
        let replies = try session.run()
        let sections = try #require(replies.result(symbols) as? [[String: Any]])
        #expect(sections.map { $0["name"] as? String } == ["Task", "Description", "Steps"])
        // The row whose type is unknown is no row: the section shows the three others.
        #expect(((sections[0]["children"] as? [[String: Any]]) ?? []).map { $0["name"] as? String } == ["Name", "Category", "Due"])
        let action = try #require((replies.result(actions) as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Replace with 'CDLTableRowTypeBooleanSwitch'")
        let edits = (((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file://" + tasks] as? [[String: Any]]) ?? []
        let range = edits.first?["range"] as? [String: Any]
        // The string's contents, not its quotes.
        #expect(range?["start"] as? [String: Int] == start)
        #expect(edits.first?["newText"] as? String == "CDLTableRowTypeBooleanSwitch")
    }

    /// A quick fix is `validate --fix`'s edit (`FixItEdit`): a string boolean in XML becomes the element
    /// `<true/>` in place of the whole `<string>` (it used to go inside it).
    @Test func quickFixesReplaceWhatTheFixSays() throws {
        let list = root + "/Widgets/WidgetListView.plist"
        let xml = try text("Widgets/WidgetListView.plist").replacingOccurrences(
            of: "<key>sectionIndexTitlesEnabled</key>\n\t<true/>", with: "<key>sectionIndexTitlesEnabled</key>\n\t<string>YES</string>")
        var session = LanguageServerSession(folder: folder.path)
        session.open(list, text: xml)
        let start = LanguageServerSession.position(of: try offset(of: "<string>YES", in: xml), in: xml)
        let actions = session.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file://" + list], "range": ["start": start, "end": start], "context": ["diagnostics": []]])
        let replies = try session.run()
        let action = try #require((replies.result(actions) as? [[String: Any]])?.first)
        let edit = try #require(
            (((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file://" + list] as? [[String: Any]])?.first)
        let range = edit["range"] as? [String: Any]
        #expect(range?["start"] as? [String: Int] == start)
        #expect((range?["end"] as? [String: Int])?["character"] == start["character"]! + "<string>YES</string>".utf16.count)
        #expect(edit["newText"] as? String == "<true/>")
    }

    /// Issue 37: a reference with a folder in it gets the bare name as a quick fix, like any fix-it.
    @Test func aFolderInAReferenceHasAQuickFix() throws {
        let tasks = root + "/Tasks/TaskDetailView.json"
        let json = try text("Tasks/TaskDetailView.json").replacingOccurrences(
            of: "\"TaskStepDetailView\"", with: "\"../Tasks/TaskStepDetailView\"")
        var session = LanguageServerSession(folder: folder.path)
        session.open(tasks, text: json)
        let start = LanguageServerSession.position(of: try offset(of: "../Tasks/TaskStepDetailView", in: json), in: json)
        let actions = session.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file://" + tasks], "range": ["start": start, "end": start], "context": ["diagnostics": []]])
        let replies = try session.run()
        let action = try #require((replies.result(actions) as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Replace with 'TaskStepDetailView'")
        let edit = try #require(
            (((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file://" + tasks] as? [[String: Any]])?.first)
        #expect((edit["range"] as? [String: Any])?["start"] as? [String: Int] == start)
        #expect(edit["newText"] as? String == "TaskStepDetailView")
    }

    /// A change to one definition publishes what it changes in another: a list view that now shows Tasks
    /// makes its detail view's Event key paths wrong.
    @Test func aChangePublishesTheDefinitionsItAffects() throws {
        let list = root + "/Events/EventListView.plist", detail = root + "/Events/EventDetailView.plist"
        let listText = try text("Events/EventListView.plist")
        var session = LanguageServerSession(folder: folder.path)
        session.open(list, text: listText)
        session.change(list, text: listText.replacingOccurrences(of: "entityName = Event;", with: "entityName = Task;"))
        // A request about the document checks its newest text first (changes wait for the next otherwise).
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + list]])
        session.change(list, text: listText)
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + list]])
        let replies = try session.run()
        let detailPublished = replies.published(detail)
        #expect(detailPublished.count == 2)
        #expect(detailPublished.first?.contains { $0["code"] as? String == "unknown-attribute" } == true)
        #expect(detailPublished.last?.isEmpty == true)
    }

    /// The project file's unsaved text applies as it is typed: a rule turned off clears its findings in an
    /// open definition; a half-typed file reports its syntax error, and saving nothing was needed.
    @Test func anUnsavedProjectFileAppliesAsItIsTyped() throws {
        let detail = root + "/Events/EventDetailView.plist", project = root + "/cdlgen.json"
        let broken = try text("Events/EventDetailView.plist").replacingOccurrences(
            of: "CDLTableRowTypeSingleLineValueSmallLabel", with: "CDLTableRowTypeSingleLineValue")
        let settings = try text("cdlgen.json")
        var session = LanguageServerSession(folder: folder.path)
        session.open(detail, text: broken)
        session.open(project, text: settings)
        session.change(
            project,
            text: settings.replacingOccurrences(of: "\"samples\"", with: "\"rules\": {\"unknown-row-type\": \"off\"},\n  \"samples\""))
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + project]])
        session.change(project, text: "{ \"definitions\": ")
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + project]])
        let replies = try session.run()
        let detailPublished = replies.published(detail)
        #expect(detailPublished.first?.contains { $0["code"] as? String == "unknown-row-type" } == true, "\(detailPublished)")
        #expect(detailPublished.contains { $0.isEmpty }, "\(detailPublished)")
        #expect(detailPublished.last?.contains { $0["code"] as? String == "unknown-row-type" } == true, "\(detailPublished)")
        #expect(replies.published(project).last?.map { $0["code"] as? String } == ["syntax-error"], "\(replies.published(project))")
        #expect(try text("cdlgen.json") == settings)
    }

    /// Requests about documents never opened that are no files, a 100 MB change, a cancelled request.
    @Test func badRequestsAreAnsweredAndHugeChangesIgnored() throws {
        let detail = root + "/Events/EventDetailView.plist"
        var session = LanguageServerSession(folder: folder.path)
        let missing = session.request(
            "textDocument/hover", ["textDocument": ["uri": "file:///no/such/file.plist"], "position": ["line": 0, "character": 0]])
        let notFile = session.request(
            "textDocument/completion", ["textDocument": ["uri": "untitled:Untitled-1"], "position": ["line": 0, "character": 0]])
        // A definition on disk that was never opened: answered from the file.
        let unopened = session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + detail]])
        let cancelled = session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + detail]])
        session.notify("$/cancelRequest", ["id": cancelled])
        session.open(detail, text: try text("Events/EventDetailView.plist"))
        let huge =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file://\#(detail)"},"contentChanges":[{"text":""#
            + String(repeating: "(", count: 100 << 20) + #""}]}}"#
        // Framing that is no framing, then the huge change: the server finds the next message each time.
        let garbage = "Content-Lenght: 12\r\n\r\n{\"x\": 1}\r\nContent-Length: abc\r\n\r\n"
        let replies = try session.run(extraBytes: Array("\(garbage)Content-Length: \(huge.utf8.count)\r\n\r\n\(huge)".utf8))
        #expect(replies.status == 0)
        #expect(replies.errorCode(missing) == -32602)
        #expect(replies.errorCode(notFile) == -32602)
        #expect((replies.result(unopened) as? [Any])?.count == 3)
        #expect(replies.errorCode(cancelled) == -32800)
        // The huge change was skipped: the document is as opened, and still clean.
        #expect(replies.published(detail).allSatisfy { $0.isEmpty })
        #expect(replies.result(replies.shutdownID) is NSNull)
    }

    /// `unsaveable-view`'s quick fix adds the rows of the required attributes the view lacks, in the
    /// file's format; the view it makes validates clean.
    @Test(arguments: ["json", "openstep", "xml"]) func addsTheMissingRequiredAttributes(_ format: String) throws {
        let original = root + "/Tasks/TaskDetailView.json"
        // Without its Name row, the detail view the list's "+" opens cannot save a Task ('name' is required).
        let json = try text("Tasks/TaskDetailView.json").replacingOccurrences(
            of:
                "      {\n        \"rowType\": \"CDLTableRowTypeSingleLineValueNoLabel\",\n        \"rowLabel\": \"Name\",\n        \"attributeKeyPath\": \"name\"\n      },\n",
            with: "")
        try json.write(toFile: original, atomically: true, encoding: .utf8)
        var path = original
        if format != "json" {
            let converted = try CDLGenProcess.run(
                ["convert", original, "--to", format, "-o", root + "/Tasks/TaskDetailView.plist"], in: folder.url)
            #expect(converted.status == 0, "\(converted.stderr)")
            try FileManager.default.removeItem(atPath: original)
            path = root + "/Tasks/TaskDetailView.plist"
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var session = LanguageServerSession(folder: folder.path)
        session.open(path, text: text)
        let start = LanguageServerSession.position(
            of: try offset(of: format == "xml" ? "<array>" : format == "json" ? "[" : "(", in: text), in: text)
        let actions = session.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file://" + path], "range": ["start": start, "end": start], "context": ["diagnostics": []]])
        let replies = try session.run()
        #expect(replies.published(path).last?.contains { $0["code"] as? String == "unsaveable-view" } == true)
        let action = try #require(
            (replies.result(actions) as? [[String: Any]])?.first { ($0["title"] as? String)?.hasPrefix("Add a section") == true })
        #expect(action["title"] as? String == "Add a section showing 'name'")
        let edit = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file://" + path] as? [[String: Any]])
            .first
        let at = try #require((edit?["range"] as? [String: Any])?["start"] as? [String: Int])
        // Applied as an editor applies it, the view validates clean.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = lines[at["line"]!]
        let index = line.utf16.index(line.utf16.startIndex, offsetBy: at["character"]!)
        lines[at["line"]!] = String(line[..<index]) + (edit?["newText"] as? String ?? "") + String(line[index...])
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let validated = try CDLGenProcess.run(["validate", root], in: folder.url)
        #expect(validated.status == 0, "\(validated.stdout)")
        #expect(!validated.stdout.contains("unsaveable-view"))
    }

    /// Files that are no definitions are not checked as definitions: the project file, and a JSON file of
    /// no project at all (an app's package.json), while a definition of no project is.
    @Test func onlyDefinitionsAreCheckedAsDefinitions() throws {
        let elsewhere = try TemporaryFolder()
        let package = try elsewhere.write("package.json", #"{ "name": "app", "version": "1.0.0" }"#)
        let loose = try elsewhere.write("LooseDetailView.plist", "( { rowInformation = ( { rowType = CDLTableRowTypeBoolSwitch; } ); } )")
        var session = LanguageServerSession(folder: folder.path)
        session.open(root + "/cdlgen.json", text: try text("cdlgen.json"))
        session.open(package, text: try String(contentsOfFile: package, encoding: .utf8))
        session.open(loose, text: try String(contentsOfFile: loose, encoding: .utf8))
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + loose]])
        // Closed, a document of no project takes its findings with it.
        session.notify("textDocument/didClose", ["textDocument": ["uri": "file://" + loose]])
        session.notify("textDocument/didClose", ["textDocument": ["uri": "file://" + package]])
        let replies = try session.run()
        #expect(replies.published(root + "/cdlgen.json").allSatisfy { $0.isEmpty })
        #expect(replies.published(package).allSatisfy { $0.isEmpty })
        let looseLists = replies.published(loose)
        #expect(looseLists.dropLast().last?.contains { $0["code"] as? String == "unknown-row-type" } == true)
        #expect(looseLists.last?.isEmpty == true)
    }

    /// Key paths in XML and JSON, each step filtered by what the row type takes there, and booleans as
    /// JSON writes them.
    @Test func completesKeyPathsStepByStepAndBooleansInXMLAndJSON() throws {
        let widgets = root + "/Widgets/WidgetDetailView.plist", tasks = root + "/Tasks/TaskDetailView.json"
        let xml = try text("Widgets/WidgetDetailView.plist"), json = try text("Tasks/TaskDetailView.json")
        var session = LanguageServerSession(folder: folder.path)
        session.open(widgets, text: xml)
        session.open(tasks, text: json)
        // An ordered row: a to-many relationship, then a to-one of the intermediate entity, then an attribute.
        let first = session.request(
            "textDocument/completion", widgets, in: xml, at: try offset(of: "manufacturingSteps.step.name", in: xml, by: 2))
        let second = session.request(
            "textDocument/completion", widgets, in: xml, at: try offset(of: "manufacturingSteps.step.name", in: xml, by: 20))
        let third = session.request(
            "textDocument/completion", widgets, in: xml, at: try offset(of: "manufacturingSteps.step.name", in: xml, by: 25))
        // A single-line row: a plain attribute of Widget.
        let plain = session.request("textDocument/completion", widgets, in: xml, at: try offset(of: "<string>releaseDate", in: xml, by: 10))
        let keyPath = session.request("textDocument/completion", tasks, in: json, at: try offset(of: "category.name", in: json, by: 9))
        let boolean = session.request(
            "textDocument/completion", tasks, in: json, at: try offset(of: "\"showAddNewObject\": true", in: json, by: 21))
        let replies = try session.run()
        #expect(replies.labels(first) == ["manufacturingSteps"])
        #expect(replies.labels(second) == ["step", "widget"])
        #expect(replies.labels(third) == ["name"])
        #expect(replies.labels(plain) == ["name", "releaseDate"])
        #expect(replies.labels(keyPath) == ["name"])
        #expect(replies.labels(boolean) == ["true", "false"])
    }
}
