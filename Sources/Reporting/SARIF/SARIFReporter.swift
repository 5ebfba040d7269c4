import Basics
import Checks
import Diagnostics
import Foundation
import PlistLoader

/// SARIF 2.1.0 (OASIS), for code-scanning services and editors: one run whose driver lists every rule,
/// and one result per diagnostic with its rule, level, message and location; notes become related
/// locations. Keys are written in a fixed order, so the same findings give the same bytes.
///
/// Files below the working directory are relative URIs against the base `%SRCROOT%`, which the log
/// defines as the working directory; others are absolute `file://` URIs. Columns count Unicode scalars
/// (`columnKind` `unicodeCodePoints`); binary property lists have byte offsets instead of lines.
/// A fix-it is a replacement for the value at the location, whose length cdlgen does not keep, so it
/// cannot be a SARIF `fix` (which needs the region it replaces): it is the result's property `fixIt`.
public struct SARIFReporter: DiagnosticReporter {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let baseID = "%SRCROOT%"

    public var driver: SARIFDriver
    /// The absolute path relative URIs are relative to.
    public var workingDirectory: String

    public init(driver: SARIFDriver, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.driver = driver
        self.workingDirectory = workingDirectory
    }

    public func render(_ reports: [FileReport]) -> String {
        let diagnostics = reports.diagnosticsInOutputOrder.map(\.diagnostic)
        // A code no rule describes (a library user's custom row controller may report its own) still
        // needs a rule for its results to point at.
        let known = Set(driver.rules.map(\.id))
        let extra = Set(diagnostics.map(\.code.rawValue)).subtracting(known).sorted().map { SARIFRule(id: $0) }
        let rules = driver.rules + extra
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })

        var driverMembers: [(key: String, value: OrderedJSON)] = [("name", .string(driver.name)), ("version", .string(driver.version))]
        if let uri = driver.informationURI { driverMembers.append(("informationUri", .string(uri))) }
        driverMembers.append(("rules", .array(rules.map(rule))))
        let run: OrderedJSON = .object([
            ("tool", .object([("driver", .object(driverMembers))])),
            ("originalUriBaseIds", .object([(Self.baseID, .object([("uri", .string(baseURI))]))])),
            ("results", .array(diagnostics.map { result($0, ruleIndex: ruleIndex[$0.code.rawValue] ?? 0) })),
            ("columnKind", .string("unicodeCodePoints")),
        ])
        return OrderedJSON.object([("$schema", .string(Self.schema)), ("version", .string("2.1.0")), ("runs", .array([run]))]).text
    }

    /// The working directory as an absolute `file://` URI ending in `/`, as SARIF requires of a base.
    private var baseURI: String {
        let uri = ReportedPath.absolute(PathUtilities.normalized(workingDirectory)).uri
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    private func rule(_ rule: SARIFRule) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("id", .string(rule.id))]
        if let text = rule.shortDescription { members.append(("shortDescription", message(text))) }
        if let text = rule.fullDescription { members.append(("fullDescription", message(text))) }
        if let text = rule.help { members.append(("help", message(text))) }
        if let level = rule.defaultLevel { members.append(("defaultConfiguration", .object([("level", .string(Self.level(level)))]))) }
        return .object(members)
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", message(diagnostic.message)),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.location))])])),
        ]
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.enumerated().map { index, note in
                OrderedJSON.object([
                    ("id", .integer(index + 1)), ("physicalLocation", physicalLocation(note.location)), ("message", message(note.message)),
                ])
            }
            members.append(("relatedLocations", .array(related)))
        }
        if let fixIt = diagnostic.fixIt {
            members.append(("properties", .object([("fixIt", .string(fixIt))])))
        }
        return .object(members)
    }

    private func physicalLocation(_ location: SourceLocation) -> OrderedJSON {
        let path = ReportedPath(location.file, workingDirectory: workingDirectory)
        var artifact: [(key: String, value: OrderedJSON)] = [("uri", .string(path.uri))]
        if case .relative = path { artifact.append(("uriBaseId", .string(Self.baseID))) }
        let region: OrderedJSON? =
            switch location.position.kind {
            case .lineColumn(let line, let column): .object([("startLine", .integer(line)), ("startColumn", .integer(column))])
            case .byteOffset(let offset): .object([("byteOffset", .integer(offset))])
            // An offset into the decoded text is no offset SARIF knows (a byte order mark or UTF-16 lies
            // between it and the file's bytes): the file alone.
            case .textOffset: nil
            }
        return .object([("artifactLocation", .object(artifact))] + (region.map { [("region", $0)] } ?? []))
    }

    private func message(_ text: String) -> OrderedJSON {
        .object([("text", .string(text))])
    }

    static func level(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
