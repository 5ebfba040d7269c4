import Foundation

/// Bytes this process has read through `read` and `pread` since it started (Linux's `/proc/self/io`,
/// `rchar`): work counted without a clock, to show that a reader did not read a whole large file.
public enum BytesRead {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public static func sinceStart() throws -> Int {
        let io = try String(contentsOfFile: "/proc/self/io", encoding: .utf8)
        guard let line = io.split(separator: "\n").first(where: { $0.hasPrefix("rchar:") }),
            let count = Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        else { throw Unavailable(description: "no rchar in /proc/self/io:\n\(io)") }
        return count
    }
}
