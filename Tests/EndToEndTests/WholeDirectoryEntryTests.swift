import Foundation
import Testing

#if canImport(Glibc)
    import Glibc

    /// The test runtime's `readdir` (docs/TESTING.md, "Process.run() on Linux"): Foundation's `Process.run()`
    /// copies a whole 256-byte `d_name` from each record it reads of `/proc/self/fd`, and glibc's records are
    /// shorter; the test process gives each in a whole `struct dirent`, so the copy stays in bounds.
    struct WholeDirectoryEntryTests {
        /// The `readdir` every library of the process calls is the test executable's, not libc's: the first
        /// one found is not the one after this executable.
        @Test func readdirResolvesToTheTestRuntimes() throws {
            let first = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "readdir"))  // RTLD_DEFAULT
            let libc = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "readdir"))  // RTLD_NEXT
            #expect(first != libc)
        }

        /// Each record comes whole: its name, and zeros after it to the end of the struct, where glibc's
        /// buffer holds the next record.
        @Test func eachRecordIsAWholeStructWithItsName() throws {
            let stream = try #require(opendir("/proc/self/fd"))
            defer { closedir(stream) }
            var names: [String] = []
            while let entry = readdir(stream) {
                let length = Int(entry.pointee.d_reclen)
                let whole = UnsafeRawBufferPointer(start: UnsafeRawPointer(entry), count: MemoryLayout<dirent>.size)
                #expect(whole[length...].allSatisfy { $0 == 0 }, "bytes after the record")
                names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
            }
            #expect(names.contains("0") && names.contains("."))
        }
    }
#endif
