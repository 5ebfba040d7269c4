import Basics
import PlistLoader
import Project
import Workspace

/// The projects the editor's documents belong to, each a ``Workspace`` loaded once. A document belongs to
/// the workspace that has it as a definition or a settings file; else to the project of the project file
/// found from its folder (README, "The project file"); else to the client's workspace folder holding it (its `Definitions`);
/// else it is checked on its own.
final class WorkspaceRegistry {
    /// The client's workspace folders, as absolute paths.
    private(set) var folders: [String] = []
    /// By what loaded them: a project file's path, or a folder.
    private var workspaces: [String: Workspace] = [:]
    private var order: [String] = []
    /// The workspaces of documents without a project file or a `Definitions` folder.
    private var plainFolders: Set<ObjectIdentifier> = []

    var all: [Workspace] { order.compactMap { workspaces[$0] } }

    /// Whether the workspace is a document of no project, which may be any JSON or plist file.
    func isPlainFolder(_ workspace: Workspace) -> Bool { plainFolders.contains(ObjectIdentifier(workspace)) }

    /// The client's folders, each loaded when it is a project (a project file, or a `Definitions` folder),
    /// with the reports of all it loaded.
    func open(folders: [String]) -> [WorkspaceUpdate] {
        self.folders = folders
        return folders.compactMap { folder in
            guard ProjectFileLocator.find(from: folder) != nil || PathUtilities.isDirectory(PathUtilities.join(folder, "Definitions")),
                let workspace = workspace(from: folder, for: folder).workspace
            else { return nil }
            return WorkspaceUpdate(reports: workspace.reports)
        }
    }

    /// The workspace of a document, loaded when first needed; `loaded` tells whether it was (its reports
    /// are then all new to the client). Nil only when no settings at all can be loaded for it.
    func workspace(for path: String) -> (workspace: Workspace?, loaded: Bool) {
        if let known = all.first(where: { $0.isDefinition(path) || $0.isSettingsFile(path) }) { return (known, false) }
        return workspace(from: PathUtilities.directory(of: path), for: path)
    }

    /// A project file inside the folder's `Definitions`, where `cdlgen init` writes one: a workspace folder
    /// holding a project's definitions folder is that project.
    private static func projectFile(inDefinitionsOf folder: String) -> String? {
        ProjectFileLocator.fileNames.map { PathUtilities.join(PathUtilities.join(folder, "Definitions"), $0) }.first(
            where: PathUtilities.isRegularFile)
    }

    private func workspace(from folder: String, for path: String) -> (workspace: Workspace?, loaded: Bool) {
        var options = RunOptions()
        options.ignoresProjectFile = true
        var isPlain = false
        if let project = ProjectFileLocator.find(from: folder) ?? Self.projectFile(inDefinitionsOf: folder) {
            options.ignoresProjectFile = false
            options.projectFile = Workspace.key(of: project)
        } else if let root = folders.first(where: {
            PathUtilities.isInside(path, $0) && PathUtilities.isDirectory(PathUtilities.join($0, "Definitions"))
        }) {
            options.paths = [Workspace.key(of: PathUtilities.join(root, "Definitions"))]
        } else {
            // No project: the document on its own (its references still resolve beside it). Not its
            // folder, which could be a home folder or `/tmp`, searched to the bottom.
            options.paths = [Workspace.key(of: path)]
            isPlain = true
        }
        let key = options.projectFile ?? options.paths[0]
        if let known = workspaces[key] { return (known, false) }
        // Only a project file deleted since it was found fails to load (Workspace reports one that does
        // not parse itself): then the document on its own.
        var plain = RunOptions()
        plain.ignoresProjectFile = true
        plain.paths = [Workspace.key(of: path)]
        guard let workspace = (try? Workspace(options)) ?? (try? Workspace(plain)) else { return (nil, false) }
        workspaces[key] = workspace
        order.append(key)
        if isPlain { plainFolders.insert(ObjectIdentifier(workspace)) }
        return (workspace, true)
    }
}
