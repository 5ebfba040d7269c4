import Basics
import Foundation
import PlistLoader

/// ``FolderWatcher`` by looking: every `interval` seconds, each file's size and modification time under
/// the folders, compared with the last look. For systems without inotify, and file systems it does not
/// hear (network shares, some containers' mounts).
public final class PollingWatcher: FolderWatcher, @unchecked Sendable {
    private let paths: WatchedPaths
    private let interval: Double
    private let stopped = DispatchSemaphore(value: 0)
    private var last: [String: [Int]]

    public init(_ paths: WatchedPaths, interval: Double = 0.5) {
        self.paths = paths
        self.interval = interval
        self.last = Self.look(paths)
    }

    public func stop() {
        stopped.signal()
    }

    public func waitForChanges(settle: Double) -> [String]? {
        var changed = Set<String>()
        while true {
            // Waiting on the semaphore is the sleep: `stop` ends it at once.
            if stopped.wait(timeout: .now() + (changed.isEmpty ? interval : max(interval, settle))) == .success {
                stopped.signal()
                return nil
            }
            let now = Self.look(paths)
            let differing = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
            last = now
            if differing.isEmpty && !changed.isEmpty { return changed.sorted() }
            changed.formUnion(differing)
        }
    }

    /// Size and modification time (in nanoseconds) of each file that matters.
    private static func look(_ paths: WatchedPaths) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        let candidates = paths.folders.flatMap { folder in
            (FileManager.default.subpaths(atPath: folder) ?? []).map { PathUtilities.join(folder, $0) }
        }
        for path in candidates + paths.files {
            guard paths.matters(path), let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            found[path] = [(attributes[.size] as? Int) ?? -1, Int(date * 1_000_000_000)]
        }
        return found
    }
}
