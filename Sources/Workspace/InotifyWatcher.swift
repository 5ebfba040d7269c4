import Basics

#if canImport(Glibc)
    import Foundation
    import Glibc
    import PlistLoader

    /// ``FolderWatcher`` through Linux's inotify: one watch a folder, below each watched folder too (folders
    /// made later are watched as they appear); a pipe wakes the wait when ``stop()`` is called.
    public final class InotifyWatcher: FolderWatcher, @unchecked Sendable {
        private let inotify: Int32
        private let wake: (read: Int32, write: Int32)
        private let paths: WatchedPaths
        private let lock = NSLock()
        /// Watch descriptor → folder; touched only by the thread that waits.
        private var folders: [Int32: String] = [:]
        private var stopped = false

        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

        /// Nil when inotify cannot be had (no more instances or watches: use ``PollingWatcher``).
        public init?(_ paths: WatchedPaths) {
            var pipeEnds: [Int32] = [0, 0]
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            guard pipe(&pipeEnds) == 0 else {
                close(descriptor)
                return nil
            }
            inotify = descriptor
            wake = (pipeEnds[0], pipeEnds[1])
            self.paths = paths
            for folder in paths.folders where !addTree(folder) {
                return nil
            }
            // A file alone: its folder, not what is below it.
            for folder in Set(paths.files.map(PathUtilities.directory(of:))) {
                let descriptor = inotify_add_watch(inotify, folder, Self.mask | UInt32(IN_ONLYDIR))
                if descriptor >= 0, folders[descriptor] == nil { folders[descriptor] = folder }
            }
        }

        deinit {
            close(inotify)
            close(wake.read)
            close(wake.write)
        }

        public func stop() {
            lock.withLock { stopped = true }
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }

        public func waitForChanges(settle: Double) -> [String]? {
            var changed = Set<String>()
            // Wait without limit for the first change; then until `settle` seconds pass without one.
            while true {
                let timeout = changed.isEmpty ? Int32(-1) : Int32(settle * 1000)
                var fds = [
                    pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, timeout)
                if lock.withLock({ stopped }) { return nil }
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { return changed.sorted() }  // Quiet for `settle` seconds: the round starts.
                changed.formUnion(readEvents())
            }
        }

        /// The paths of the events waiting, filtered by what matters; new folders are watched on the way.
        private func readEvents() -> [String] {
            var found: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let (descriptor, mask, length) = buffer.withUnsafeBytes { bytes in
                        (
                            bytes.load(fromByteOffset: offset, as: Int32.self), bytes.load(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                    offset += header + length
                    guard let folder = folders[descriptor] else { continue }
                    let path = nameBytes.isEmpty ? folder : PathUtilities.join(folder, String(decoding: nameBytes, as: UTF8.self))
                    if mask & UInt32(IN_ISDIR) != 0 {
                        // A folder made or moved in: its files are the run's too, and were missed until now.
                        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, addTree(path) {
                            found += Self.files(under: path).filter(paths.matters)
                        }
                        if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 { found.append(path) }
                        continue
                    }
                    if mask & UInt32(IN_IGNORED) != 0 { folders[descriptor] = nil }
                    if paths.matters(path) { found.append(path) }
                }
            }
            return found
        }

        /// Watches `folder` and every folder below it; false when inotify refuses (out of watches).
        private func addTree(_ folder: String) -> Bool {
            if paths.ignored.contains(where: { PathUtilities.isInside(folder, $0) }) { return true }
            let descriptor = inotify_add_watch(inotify, folder, Self.mask | UInt32(IN_ONLYDIR))
            if descriptor < 0 { return errno == ENOENT || errno == ENOTDIR }  // Gone already, or not a folder.
            folders[descriptor] = folder
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for child in children.sorted() where !child.hasPrefix(".") {
                let path = PathUtilities.join(folder, child)
                if PathUtilities.isDirectory(path), !Self.isLink(path), !addTree(path) { return false }
            }
            return true
        }

        private static func isLink(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        }

        private static func files(under folder: String) -> [String] {
            (FileManager.default.subpaths(atPath: folder) ?? []).map { PathUtilities.join(folder, $0) }
        }
    }
#endif
