import PlistLoader
import Workspace

/// Documents and files: what the client opens, changes, saves and closes, and what changes on disk —
/// each checked with what it affects, and what changed published.
extension ServerSession {
    func initialize(_ params: InitializeParams?) {
        if let milliseconds = params?.initializationOptions?.debounceMilliseconds {
            debounceMilliseconds = min(max(0, milliseconds), 5000)
        }
        let folders = params?.workspaceFolders?.map(\.uri) ?? [params?.rootUri].compactMap { $0 }
        pendingFolders = folders.compactMap(FileURI.path(of:)) + (folders.isEmpty ? [params?.rootPath].compactMap { $0 } : [])
        let capabilities = params?.capabilities
        clientWatchesFiles = capabilities?.value(at: "workspace", "didChangeWatchedFiles", "dynamicRegistration") == .bool(true)
        if case .array(let offered)? = capabilities?.value(at: "general", "positionEncodings") {
            positionEncoding = .chosen(from: offered.compactMap { if case .string(let name) = $0 { name } else { nil } })
        }
        clientTakesSnippets = capabilities?.value(at: "textDocument", "completion", "completionItem", "snippetSupport") == .bool(true)
    }

    /// After `initialized`: the client's folders loaded and their findings published, and the files
    /// that change the checks watched, when the client can watch them.
    func loadFolders() {
        for update in registry.open(folders: pendingFolders) { publish(update) }
        guard clientWatchesFiles else { return }
        let watchers = ["**/*.plist", "**/*.json", "**/*.xcdatamodel*/**", "**/*.xccurrentversion"].map {
            RegistrationParams.FileSystemWatcher(globPattern: $0)
        }
        let registration = RegistrationParams.Registration(
            id: "cdlgen-watched-files", method: DidChangeWatchedFilesNotification.method, registerOptions: .init(watchers: watchers))
        let params: RegisterCapabilityRequest.Params = RegistrationParams(registrations: [registration])
        send(
            .request(id: .string("cdlgen-register-watchers"), method: RegisterCapabilityRequest.method, params: JSONValue(encoding: params))
        )
    }

    func opened(_ params: DidOpenTextDocumentParams) {
        guard let path = FileURI.path(of: params.textDocument.uri) else { return }
        let key = Workspace.key(of: path)
        documents[key] = OpenDocument(
            uri: params.textDocument.uri, path: path, text: DocumentText(params.textDocument.text, encoding: positionEncoding))
        check(key)
    }

    /// The newest text is kept at once (requests read it); its check waits `debounceMilliseconds` and is
    /// shared by every change that arrives before it runs.
    func changed(_ params: DidChangeTextDocumentParams) {
        guard let path = FileURI.path(of: params.textDocument.uri), let text = params.contentChanges.last?.text else { return }
        let key = Workspace.key(of: path)
        guard documents[key] != nil else { return }  // Changes to a document never opened are ignored.
        documents[key]!.text = DocumentText(text, encoding: positionEncoding)
        guard !documents[key]!.checkIsPending else { return }
        documents[key]!.checkIsPending = true
        // Without a delay, in turn with the messages: those already read (more changes) go first.
        if debounceMilliseconds == 0 {
            events.yield(.check(documentKey: key))
        } else {
            Task { [events, debounceMilliseconds] in
                try? await Task.sleep(nanoseconds: UInt64(debounceMilliseconds) * 1_000_000)
                events.yield(.check(documentKey: key))
            }
        }
    }

    func closed(_ params: TextDocumentParams) {
        guard let path = FileURI.path(of: params.textDocument.uri) else { return }
        let key = Workspace.key(of: path)
        guard documents.removeValue(forKey: key) != nil, let workspace = registry.workspace(for: path).workspace else { return }
        let update = workspace.setText(nil, at: path)
        // A document of no project is shown only while it is open: its findings go with it.
        publish(registry.isPlainFolder(workspace) ? WorkspaceUpdate(removedPaths: update.reports.map(\.file.path)) : update)
    }

    /// A saved settings file (the project file, the model) changes every check; a file saved for the first
    /// time may be a new definition (for clients that do not watch files); a saved definition's text is
    /// the one already checked.
    func saved(_ params: TextDocumentParams) {
        guard let path = FileURI.path(of: params.textDocument.uri), let workspace = registry.workspace(for: path).workspace else { return }
        if workspace.isSettingsFile(path) {
            publish(workspace.reload())
        } else if !workspace.isDefinition(path) {
            publish(workspace.filesChanged([path]))
            if workspace.isDefinition(path) { check(Workspace.key(of: path)) }
        }
    }

    func filesChanged(_ params: DidChangeWatchedFilesParams) {
        let paths = params.changes.compactMap { FileURI.path(of: $0.uri) }
        for workspace in registry.all {
            publish(workspace.filesChanged(paths))
        }
    }

    /// Runs a document's queued check now, if it has one: a request about it answers from its newest text.
    func checkIfPending(_ key: String) {
        guard documents[key]?.checkIsPending == true else { return }
        check(key)
    }

    private func check(_ key: String) {
        guard var document = documents[key] else { return }
        document.checkIsPending = false
        documents[key] = document
        let (found, loaded) = registry.workspace(for: document.path)
        guard let workspace = found else { return }
        var update = workspace.setText(document.text.bytes, at: document.path)
        // A workspace loaded for this document: all its findings are new to the client.
        if loaded { update.reports = workspace.reports + update.reports.filter { !workspace.isDefinition($0.file.path) } }
        if registry.isPlainFolder(workspace) {
            // No project: the document is shown when it looks like a definition — not an app's package.json.
            update.reports = update.reports.filter { report in
                documents[Workspace.key(of: report.file.path)].map { Self.looksLikeDefinition($0.text.bytes) } ?? false
            }
        }
        publish(update, checked: workspace.report(at: document.path)?.file.path)
    }

    func publish(_ update: WorkspaceUpdate, checked: String? = nil) {
        let messages = publisher.notifications(for: update, checked: checked, encoding: positionEncoding, uri: uri(ofPath:)) {
            report, file, line in
            if let document = documents[Workspace.key(of: file == report.file.displayPath ? report.file.path : file)] {
                return document.text.line(line - 1)
            }
            return report.sourceLines[line].map { Substring($0) }
        }
        for message in messages { send(message) }
    }

    /// The URI the client knows a path by: an open document's own, else one made from the path.
    func uri(ofPath path: String) -> String {
        let key = Workspace.key(of: path)
        return documents[key]?.uri ?? FileURI.uri(ofPath: key)
    }

    /// Whether a text names a key every definition has: `rowInformation` (each section of a detail view)
    /// or `entityName` (a list view).
    static func looksLikeDefinition(_ bytes: [UInt8]) -> Bool {
        bytes.firstRange(of: Array("rowInformation".utf8)) != nil || bytes.firstRange(of: Array("entityName".utf8)) != nil
    }
}
