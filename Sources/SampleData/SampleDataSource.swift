import Basics
import Foundation
import PlistLoader

/// Where a run's sample data comes from (README, "Commands"): one file for every definition (`render --data F`), or
/// a folder with one file per entity (`Samples/<Entity>.json` or `.plist`).
public struct SampleDataSource: Sendable, Equatable {
    public var file: String?
    public var folder: String?

    public init(file: String? = nil, folder: String? = nil) {
        self.file = file
        self.folder = folder
    }

    public static let none = SampleDataSource()

    /// The file holding the sample of `entity`, if there is one.
    public func path(for entity: String?) -> String? {
        if let file { return file }
        guard let folder, let entity, !entity.contains("/") else { return nil }
        return Self.extensions.map { PathUtilities.join(folder, entity + $0) }.first(where: PathUtilities.isRegularFile)
    }

    /// The entities the folder has a file for (`Event.json` → `Event`): every one of them is checked,
    /// whether or not a definition shows it, so `validate` and `preview` check the same files.
    public var entitiesWithFiles: Set<String> {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return Set(
            names.compactMap { name in
                guard !name.hasPrefix("."), let ext = Self.extensions.first(where: { name.hasSuffix($0) }) else { return nil }
                let entity = String(name.dropLast(ext.count))
                return path(for: entity) == PathUtilities.join(folder, name) ? entity : nil
            })
    }

    /// JSON first: it is what the convention names (`Samples/Event.json`).
    static let extensions = [".json", ".plist"]
}
