import Foundation

/// Hostile file contents: each ends in a positioned diagnostic and exit status 1 (or validates, for the
/// big file that is within the limits).
extension AdversarialCase {
    typealias I = AdversarialInputs

    /// One file with `contents`, validated.
    static func content(
        _ name: String, _ file: String, _ contents: String, at position: String?, _ code: String = "syntax-error",
        message: String? = nil, options: [String] = []
    ) -> AdversarialCase {
        AdversarialCase(
            name: name, arguments: I.validate(file, options), status: 1,
            expectation: .diagnostic(file: file, at: position, code: code, message: message)
        ) { try $0.write(file, contents) }
    }

    static func content(
        _ name: String, _ file: String, bytes: [UInt8], at position: String?, _ code: String = "syntax-error", message: String? = nil,
        options: [String] = []
    ) -> AdversarialCase {
        AdversarialCase(
            name: name, arguments: I.validate(file, options), status: 1,
            expectation: .diagnostic(file: file, at: position, code: code, message: message)
        ) { try $0.write(file, bytes) }
    }

    // MARK: XML entities and DTDs: refused, never expanded or fetched

    static let entities: [AdversarialCase] = [
        content(
            "billion laughs", "Laughs.plist",
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
            <!ENTITY lol "lol">
            <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
            ]>
            <plist><array><dict><key>sectionTitle</key><string>&lol9;</string></dict></array></plist>
            """, at: "2:17", message: "a DOCTYPE with an internal subset ('[…]') is not allowed: it could declare entities"),
        AdversarialCase(
            name: "external entity naming a file", arguments: I.validate("External.plist"), status: 1,
            expectation: .diagnostic(file: "External.plist", at: "2:17", code: "syntax-error", message: "internal subset")
        ) { folder in
            try folder.write(
                "External.plist",
                """
                <?xml version="1.0"?>
                <!DOCTYPE plist [<!ENTITY xxe SYSTEM "file://\(folder.outside.path)/Secret.txt">]>
                <plist><array><dict><key>sectionTitle</key><string>&xxe;</string></dict></array></plist>
                """)
        },
        AdversarialCase(
            name: "external DTD naming a file", arguments: I.validate("ExternalDTD.plist"), status: 1,
            expectation: .diagnostic(file: "ExternalDTD.plist", at: "3:52", code: "syntax-error", message: "entity 'xxe' not defined")
        ) { folder in
            // The DTD would declare the entity; it is never loaded.
            try folder.write(
                "ExternalDTD.plist",
                """
                <?xml version="1.0"?>
                <!DOCTYPE plist SYSTEM "file://\(folder.outside.path)/Secret.dtd">
                <plist><array><dict><key>sectionTitle</key><string>&xxe;</string></dict></array></plist>
                """)
        },
        AdversarialCase(
            name: "parameter entity", arguments: I.validate("Parameter.plist"), status: 1,
            expectation: .diagnostic(file: "Parameter.plist", at: "2:17", code: "syntax-error")
        ) { folder in
            try folder.write(
                "Parameter.plist",
                """
                <?xml version="1.0"?>
                <!DOCTYPE plist [<!ENTITY % pe SYSTEM "file://\(folder.outside.path)/Secret.dtd"> %pe;]>
                <plist><array><dict><key>sectionTitle</key><string>&xxe;</string></dict></array></plist>
                """)
        },
        content(
            "internal DTD subset without entities", "Subset.plist",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ELEMENT plist ANY> ]>\n<plist><array/></plist>\n", at: "2:17"),
        content(
            "undeclared entity reference", "Undeclared.plist", I.xmlSectionTitle("<string>&nbsp;</string>"), at: "3:45",
            message: "entity 'nbsp' not defined"),
    ]

    // MARK: 100,000 levels of nesting in every format: a limit, not a stack overflow

    static let nesting: [AdversarialCase] = [
        content(
            "100,000 XML arrays", "Deep.plist", "<plist>" + String(repeating: "<array>", count: 100_000), at: "1:1800",
            message: "nesting deeper than 256 levels (the XML parser's limit)"),
        content(
            "100,000 OpenStep arrays", "Deep.plist", String(repeating: "(", count: 100_000), at: "1:513",
            message: "nesting deeper than 512 levels"),
        content(
            "100,000 OpenStep dictionaries", "Deep.plist", String(repeating: "{a=", count: 100_000), at: "1:1537",
            message: "nesting deeper than 512 levels"),
        content(
            "100,000 JSON arrays", "Deep.json", String(repeating: "[", count: 100_000), at: "1:513",
            message: "nesting deeper than 512 levels"),
        content(
            "100,000 JSON objects", "Deep.json", String(repeating: "{\"a\":", count: 100_000), at: "1:2561",
            message: "nesting deeper than 512 levels"),
        content(
            "100,000 JSON arrays in a .plist file", "Deep.plist", String(repeating: "[", count: 100_000), at: "1:513",
            message: "nesting deeper than 512 levels"),
        content(
            "100,000 closed JSON arrays", "Deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            at: "1:513", message: "nesting deeper than 512 levels"),
        content(
            "100,000 binary arrays", "Deep.plist", bytes: I.binaryNesting(100_000), at: "offset 2568",
            message: "containers nest more than 512 deep"),
    ]

    // MARK: The limits, at their defaults and set lower

    static let limits: [AdversarialCase] = [
        // 64 MiB of empty arrays would be 22 million nodes: refused at the ten-millionth-and-first, the
        // array that starts at column 3 × 10,000,000 − 1.
        AdversarialCase(
            name: "64 MiB of tiny elements", arguments: I.validate("Tiny.json"), status: 1,
            expectation: .diagnostic(
                file: "Tiny.json", at: "1:29999999", code: "syntax-error",
                message: "the file holds more than 10000000 nodes (values and dictionary keys)")
        ) { folder in
            let count = (64 << 20) / 3 - 1
            try folder.write("Tiny.json", "[" + String(repeating: "[],", count: count - 1) + "[]]")
        },
        content(
            "--max-nodes in XML", "Nodes.plist", I.xml("<array>" + String(repeating: "<true/>", count: 200) + "</array>"), at: "3:701",
            message: "more than 100 nodes", options: ["--max-nodes", "100"]),
        content(
            "--max-nodes in OpenStep", "Nodes.plist", "(" + String(repeating: "a,", count: 200) + ")", at: "1:200",
            message: "more than 100 nodes", options: ["--max-nodes", "100"]),
        content(
            "--max-nodes in JSON, keys counted", "Nodes.json",
            "{" + (0..<200).map { "\"k\($0)\": 1" }.joined(separator: ", ") + "}", at: "1:489",
            message: "more than 100 nodes", options: ["--max-nodes", "100"]),
        content(
            "--max-nodes in JSON in a .plist file", "Nodes.plist", "[" + String(repeating: "1,", count: 200) + "1]", at: "1:200",
            message: "more than 100 nodes", options: ["--max-nodes", "100"]),
        AdversarialCase(
            name: "render --max-nodes", arguments: ["render", "--no-project", "--max-nodes", "5", "Rows.plist"], status: 1,
            expectation: .diagnostic(file: "Rows.plist", at: "1:26", code: "syntax-error", message: "more than 5 nodes")
        ) { try $0.write("Rows.plist", "( { rowInformation = ( \(I.row), \(I.row) ); } )") },
        AdversarialCase(
            name: "convert --max-nodes", arguments: ["convert", "--max-nodes", "5", "Rows.plist", "--to", "json"], status: 1,
            expectation: .diagnostic(file: "Rows.plist", at: "1:26", code: "syntax-error", message: "more than 5 nodes")
        ) { try $0.write("Rows.plist", "( { rowInformation = ( \(I.row), \(I.row) ); } )") },
        AdversarialCase(
            name: "preview --max-nodes", arguments: ["preview", "--no-project", "--max-nodes", "5", "Rows.plist", "-o", "site"], status: 0,
            expectation: .clean("(1 error, 0 warnings)"), outputs: ["site/"]
        ) { try $0.write("Rows.plist", "( { rowInformation = ( \(I.row), \(I.row) ); } )") },
        content(
            "--max-nodes in binary", "Nodes.plist", bytes: I.binaryDoubling(8), at: "offset 14", message: "more than 100 nodes",
            options: ["--max-nodes", "100"]),
        content(
            "--max-binary-nodes", "Doubling.plist", bytes: I.binaryDoubling(12), at: "offset 17",
            message: "the objects expand to more than 1000 nodes", options: ["--max-binary-nodes", "1000"]),
        // Findings are listed up to 1,000 per file; one more diagnostic, as severe as the worst, stands
        // for the rest: listing them all took 1.6 GB for a million.
        content(
            "100,000 problems in one file", "Many.json", "[\n" + String(repeating: "{},\n", count: 99_999) + "{}]", at: "1002:1",
            "too-many-problems",
            message:
                "99000 more problems are not listed (at most 1000 are, per file); the first is here: the section is empty: CDL raises on an empty one"
        ),
        AdversarialCase(
            name: "100,000 conversion losses in one file", arguments: ["convert", "Many.json", "--to", "openstep"], status: 0,
            expectation: .diagnostic(
                file: "Many.json", at: "1:5002", code: "too-many-problems", message: "99000 more values are not written as they were read",
                severity: "warning")
        ) { try $0.write("Many.json", "[" + String(repeating: "true,", count: 99_999) + "true]") },
        content(
            "--max-file-size", "Big.json", String(repeating: " ", count: 2_000) + "[]", at: "1:1",
            message: "the file is 2002 bytes, over the limit of 1000 bytes", options: ["--max-file-size", "1000"]),
    ]

    // MARK: Positions past line 65,535 (libxml2's DOM keeps 16 bits of line)

    static let longFiles: [AdversarialCase] = [
        content(
            "an XML error on line 70,004", "Long.plist",
            I.xml(
                "<array>" + String(repeating: "\n", count: 70_000)
                    + "<dict><key>rowInformation</key><array/></dict>\n<dict><key>x</key></array>"),
            at: "70004:19", message: "</array> does not close <dict>"),
        content(
            "an OpenStep error on line 70,002", "Long.plist",
            "(" + String(repeating: "\n", count: 70_000) + "{ rowInformation = (); },\n { rowInformation = ( ; }\n)", at: "70002:23"),
        content(
            "a JSON finding on line 70,002", "Long.json",
            "[\n" + String(repeating: "\n", count: 70_000) + "  {\"rowInformation\": [{\"rowType\": \"CDLTableRowTypeNope\"}]}\n]\n",
            at: "70002:35", "unknown-row-type"),
    ]
}
