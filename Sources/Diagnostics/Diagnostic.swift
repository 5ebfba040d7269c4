import PlistLoader

/// One finding about one place in a file. Diagnostics are values: rules return them, reporters print
/// them; nothing is thrown.
public struct Diagnostic: Hashable, Sendable {
    public var severity: DiagnosticSeverity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation
    /// Text that replaces the value (or key) at `location` and fixes the problem, when the fix is certain.
    public var fixIt: String?
    public var notes: [DiagnosticNote]
    /// For `too-many-problems`: the findings it stands for, by code and severity, which summaries count in
    /// its place (1005 problems are 1005, not 1000 and one summary) and the project's `rules` apply to.
    public var unlisted: [DiagnosticCode: [DiagnosticSeverity: Int]]?

    public init(
        _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        fixIt: String? = nil, notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.fixIt = fixIt
        self.notes = notes
    }

    /// A finding of `rule`, with its code and its severity: a rule's severity is written once, in its
    /// description, and each message factory takes it from there.
    package init(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, fixIt: String? = nil, notes: [DiagnosticNote] = []
    ) {
        self.init(rule.severity, rule.code, message, at: location, fixIt: fixIt, notes: notes)
    }

    /// Output order: by file, then position, then code, so reports are stable whatever the threads did.
    public static func sortedForOutput(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted(by: precedesInOutput)
    }

    /// Where the diagnostic and its notes point.
    package var locations: [SourceLocation] {
        [location] + notes.map(\.location)
    }

    /// The order of ``sortedForOutput(_:)``.
    public static func precedesInOutput(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.code, lhs.message) < (rhs.location, rhs.code, rhs.message)
    }
}

extension Diagnostic {
    /// A `too-many-problems` whose findings each get the severity `transform` gives (nil drops one), as
    /// severe as the worst left; nil when none is left. Any other diagnostic is itself.
    package func mappingUnlisted(_ transform: (DiagnosticCode, DiagnosticSeverity) -> DiagnosticSeverity?) -> Diagnostic? {
        guard let unlisted else { return self }
        var kept: [DiagnosticCode: [DiagnosticSeverity: Int]] = [:]
        for (code, counts) in unlisted {
            for (severity, count) in counts {
                guard let mapped = transform(code, severity) else { continue }
                kept[code, default: [:]][mapped, default: 0] += count
            }
        }
        guard let worst = kept.values.flatMap(\.keys).max() else { return nil }
        var copy = self
        copy.unlisted = kept
        copy.severity = worst
        return copy
    }

    package func with(severity: DiagnosticSeverity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
