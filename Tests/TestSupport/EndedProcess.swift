import Foundation

/// A process identifier that belongs to no process, for tests of what cdlgen does with the leftovers of
/// a run that was killed. A child that has just ended will not do: the kernel hands its number out again
/// (here `pid_max` is 32,768, and a busy suite goes round it in minutes), and a leftover named after a
/// number that now runs something else is rightly kept.
public enum EndedProcess {
    /// `pid_max` itself: identifiers go up to `pid_max` − 1, so none is ever this one.
    public static var identifier: Int32 {
        let text = (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)) ?? ""
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 4_194_304
    }
}
