import CDLGenTestSupport
import Foundation
import Testing

/// Every format prints diagnostics by file, then line and column, whatever order they were found in:
/// here the paths are named in reverse, the project file's report (found before any definition, kept
/// last) sorts between two definitions, and in `z/Late.plist` the reference check's finding (made after
/// decoding) comes before the decoder's.
@Suite struct OutputOrderTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            "a/Early.json",
            #"[{"rowInformation": [{"rowType": "CDLTableRowTypeBoolSwitch", "rowLabel": "On", "attributeKeyPath": "on"}]}, {"rowInformation": []}]"#
        )
        try folder.write(
            "z/Late.plist",
            """
            (
            \t{ rowInformation = ( { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Items; attributeKeyPath = items.name; showAddNewObject = YES; addNewObjectPropertyListFile = Missing; } ); },
            \t{ rowInformation = (); },
            \t{ rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; rowLabel = Name; } ); },
            )
            """)
        try folder.write("cdlgen.json", #"{"colour": "red"}"#)
        return folder
    }

    /// File, line and column of each diagnostic as printed (notes left out: they follow their diagnostic).
    static let expected: [(String, Int, Int)] = [
        ("a/Early.json", 1, 34), ("a/Early.json", 1, 129), ("cdlgen.json", 1, 2), ("z/Late.plist", 2, 174), ("z/Late.plist", 3, 21),
        ("z/Late.plist", 4, 99),
    ]

    static func places(in output: String, format: String) throws -> [(String, Int, Int)] {
        switch format {
        case "human":
            return output.split(separator: "\n").compactMap { line in
                let parts = line.split(separator: ":", maxSplits: 3)
                guard parts.count == 4, let row = Int(parts[1]), let column = Int(parts[2]), !parts[3].hasPrefix(" note") else {
                    return nil
                }
                return (String(parts[0]), row, column)
            }
        case "github":
            return output.split(separator: "\n").map { line in
                let fields = Dictionary(
                    uniqueKeysWithValues: line.dropFirst(2).split(separator: "::")[0].split(separator: " ")[1].split(separator: ",").map {
                        let pair = $0.split(separator: "=", maxSplits: 1)
                        return (String(pair[0]), String(pair[1]))
                    })
                return (fields["file"]!, Int(fields["line"]!)!, Int(fields["col"]!)!)
            }
        case "json":
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            return try #require(object["diagnostics"] as? [[String: Any]]).map {
                ($0["file"] as! String, $0["line"] as! Int, $0["column"] as! Int)
            }
        default:
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.map { result in
                let location = SARIFOutputTests.physicalLocation(of: result)!
                let region = location["region"] as! [String: Any]
                return (SARIFOutputTests.uri(of: result)!, region["startLine"] as! Int, region["startColumn"] as! Int)
            }
        }
    }

    @Test(arguments: ["human", "json", "sarif", "github"])
    func diagnosticsAreInFileAndPositionOrder(format: String) throws {
        let folder = try Self.project()
        let result = try CDLGenProcess.run(["validate", "--format", format, "z", "a"], in: folder.url)
        #expect(result.status == 1)
        let places = try Self.places(in: result.stdout, format: format)
        #expect(places.map { "\($0.0):\($0.1):\($0.2)" } == Self.expected.map { "\($0.0):\($0.1):\($0.2)" })
    }
}
