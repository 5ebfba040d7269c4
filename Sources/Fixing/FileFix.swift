import Diagnostics

/// What fixing one file gives: the fixed file, the fix-its it applies, and what it leaves out and why.
public struct FileFix: Sendable {
    /// Why a file is left as it is although it has fix-its.
    public enum Problem: Error, Sendable, Equatable {
        /// The file does not parse (then it has no fix-its; its text may have changed since it was checked).
        case unparseable(String)
        /// Two fix-its replace the same text differently: which is right is not certain.
        case overlapping(Diagnostic, Diagnostic)
        /// The fixed file would not read back as the original with exactly the fixes in place, or the
        /// binary writer cannot write it; never expected, checked so that no fix can do harm.
        case notExact(String)

        public var message: String {
            switch self {
            case .unparseable(let message):
                "it does not parse (\(message))"
            case .overlapping(let first, let second):
                "its fixes overlap: '\(first.fixIt ?? "")' [\(first.code)] at \(first.location.position) and "
                    + "'\(second.fixIt ?? "")' [\(second.code)] at \(second.location.position) replace the same text"
            case .notExact(let message):
                message
            }
        }
    }

    /// A fix-it that is not applied, and why.
    public struct Unapplied: Sendable, Equatable {
        public var diagnostic: Diagnostic
        public var reason: String

        public init(diagnostic: Diagnostic, reason: String) {
            self.diagnostic = diagnostic
            self.reason = reason
        }
    }

    /// The fixed file; nil when it is left as it is (nothing to apply, or ``problem``).
    public var bytes: [UInt8]?
    /// The diagnostics whose fix-its ``bytes`` applies, in file order.
    public var applied: [Diagnostic] = []
    /// Fix-its left out while the others are applied.
    public var unapplied: [Unapplied] = []
    /// Why none is applied.
    public var problem: Problem?

    public init(bytes: [UInt8]? = nil, applied: [Diagnostic] = [], unapplied: [Unapplied] = [], problem: Problem? = nil) {
        self.bytes = bytes
        self.applied = applied
        self.unapplied = unapplied
        self.problem = problem
    }
}
