import Foundation

/// `cdlgen validate --format json` read back (README, "Output formats and CI"), for tests that look at findings rather than at
/// the format itself (ValidateCommandTests checks the format's keys).
struct JSONReport: Decodable {
    struct Finding: Decodable, Hashable {
        var file: String
        var line: Int?
        var column: Int?
        var offset: Int?
        var severity: String
        var code: String
        var message: String
        var fixIt: String?
    }

    var diagnostics: [Finding]

    init(_ output: String) throws {
        self = try JSONDecoder().decode(JSONReport.self, from: Data(output.utf8))
    }
}
