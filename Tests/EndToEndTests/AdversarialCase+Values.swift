import CDLGenTestSupport
import Foundation

/// Bad text, bad scalar values, truncated files and hostile binary structure.
extension AdversarialCase {
    // MARK: Text: NUL, invalid UTF-8 and UTF-16, lone surrogates

    static let text: [AdversarialCase] = [
        content("NUL in JSON", "Nul.json", "[\n{\"sectionTitle\": \"a\u{0}b\"}]", at: "2:20", message: "NUL character"),
        content("NUL in OpenStep", "Nul.plist", "(\n{ sectionTitle = a\u{0}b; })", at: "2:19", message: "NUL character"),
        content("NUL in XML", "Nul.plist", I.xmlSectionTitle("<string>a\u{0}b</string>"), at: "3:46", message: "NUL character"),
        content(
            "Latin-1 in a UTF-8 file", "Latin1.plist", bytes: Array("(\n\t{ sectionTitle = \"caf".utf8) + [0xE9, 0x22, 0x3B, 0x7D, 0x29],
            at: "2:23", message: "invalid UTF-8"),
        content(
            "a surrogate encoded in UTF-8", "Surrogate.json", bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), at: "1:3",
            message: "a UTF-16 surrogate (U+D800)"),
        content(
            "UTF-16 with an odd number of bytes", "Odd.json",
            bytes: [0xFF, 0xFE] + Array("[]".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x20],
            at: "1:1", message: "odd number of bytes"),
        content(
            "a lone high surrogate in a UTF-16 file", "Lone16.json",
            bytes: [0xFF, 0xFE] + ([0x5B, 0x0A, 0xD800, 0x5D] as [UInt16]).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, at: "2:1",
            message: "unpaired surrogate"),
        content(
            "a lone low surrogate in a big-endian UTF-16 file", "Lone16.plist",
            bytes: [0xFE, 0xFF] + ([0x28, 0x22, 0x61, 0xDC00, 0x22, 0x29] as [UInt16]).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            at: "1:4",
            message: "unpaired surrogate"),
        content("a lone \\uD800 escape in JSON", "Lone.json", I.jsonSectionTitle("\"x\\uD800\""), at: "1:21", message: "a lone surrogate"),
        content("a lone \\uDC00 escape in JSON", "Lone.json", I.jsonSectionTitle("\"\\uDC00\""), at: "1:20", message: "a lone surrogate"),
        content(
            "a lone \\UD800 escape in OpenStep", "Lone.plist", "( { sectionTitle = \"\\UD800\"; } )", at: "1:21", message: "surrogate pair"),
        content(
            "a lone surrogate in a binary UTF-16 string", "Lone.plist",
            bytes: I.binarySectionTitle(BinaryPlistBuilder.utf16(units: [0x61, 0xD800])),
            at: "offset 46", message: "unpaired surrogate"),
        content("UTF-32", "Wide.json", bytes: [0xFF, 0xFE, 0x00, 0x00, 0x5B, 0, 0, 0, 0x5D, 0, 0, 0], at: "1:1", message: "UTF-32"),
    ]

    // MARK: Integers beyond 128 bits, invalid dates, reals and base64

    static let values: [AdversarialCase] = [
        content(
            "an XML integer of 2^128", "Integer.plist", I.xmlSectionTitle("<integer>340282366920938463463374607431768211456</integer>"),
            at: "3:37", message: "out of range"),
        content(
            "an XML hexadecimal integer of 129 bits", "Integer.plist",
            I.xmlSectionTitle("<integer>0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF</integer>"),
            at: "3:37", message: "out of range"),
        content(
            "a JSON integer of 2^128", "Integer.json", I.jsonSectionTitle("340282366920938463463374607431768211456"), at: "1:19",
            message: "more than 128 bits"),
        content(
            "a JSON integer of -2^128", "Integer.json", I.jsonSectionTitle("-340282366920938463463374607431768211456"), at: "1:19",
            message: "more than 128 bits"),
        content(
            "a binary integer of 32 bytes", "Integer.plist", bytes: I.binarySectionTitle([0x15] + [UInt8](repeating: 0xFF, count: 32)),
            at: "offset 43", message: "an integer must be 1, 2, 4, 8 or 16 bytes"),
        content(
            "an XML date of February 30", "Date.plist", I.xmlSectionTitle("<date>2026-02-30T09:30:00Z</date>"), at: "3:37",
            message: "is not a date"),
        content(
            "an XML date in another format", "Date.plist", I.xmlSectionTitle("<date>2026-01-10 09:30</date>"), at: "3:37",
            message: "is not a date"),
        content(
            "a binary date that is NaN", "Date.plist", bytes: I.binarySectionTitle([0x33, 0x7F, 0xF8, 0, 0, 0, 0, 0, 0]), at: "offset 43",
            message: "not a point in time"),
        content(
            "an XML real that is not a number", "Real.plist", I.xmlSectionTitle("<real>1.2.3</real>"), at: "3:37",
            message: "is not a real number"),
        // (An XML real too large for a double is infinity, as CoreFoundation reads it: docs/DECISIONS.md "Formats".)
        content(
            "an XML real in hexadecimal", "Real.plist", I.xmlSectionTitle("<real>0x1p3</real>"), at: "3:37", message: "is not a real number"
        ),
        content("a JSON real too large for a double", "Real.json", I.jsonSectionTitle("1e400"), at: "1:19", message: "real out of range"),
        content(
            "a binary real of 2 bytes", "Real.plist", bytes: I.binarySectionTitle([0x21, 0x3C, 0x00]), at: "offset 43",
            message: "4 or 8 bytes"),
        content(
            "XML data that is not base64", "Data.plist", I.xmlSectionTitle("<data>!!!!</data>"), at: "3:37", message: "not valid base64"),
        content(
            "OpenStep data with an odd hex digit", "Data.plist", "( { sectionTitle = <0fb>; } )", at: "1:24",
            message: "odd number of hex digits"),
    ]

    // MARK: Truncated files of every format, cut at several points

    static let truncated: [AdversarialCase] = {
        let files = [
            ("XML", "Definitions/Widgets/WidgetDetailView.plist", "Cut.plist"),
            ("OpenStep", "Definitions/Events/EventDetailView.plist", "Cut.plist"),
            ("JSON", "Definitions/Tasks/TaskDetailView.json", "Cut.json"),
        ]
        var cases = files.flatMap { format, source, name in
            [0.1, 0.5, 0.9, 0.99].map { fraction in
                AdversarialCase(
                    name: "\(format) cut at \(Int(fraction * 100))%", arguments: I.validate(name), status: 1,
                    expectation: .diagnostic(file: name, at: nil, code: "syntax-error")
                ) { try $0.write(name, try I.truncated(source, at: fraction)) }
            }
        }
        let binary = I.binaryDefinition
        for cut in [9, binary.count / 2, binary.count - 33, binary.count - 1] {
            cases.append(
                content("binary cut at byte \(cut) of \(binary.count)", "Cut.plist", bytes: Array(binary.prefix(cut)), at: nil))
        }
        return cases
    }()

    // MARK: Binary structure: cycles and exponential sharing

    static let binaryStructure: [AdversarialCase] = {
        var cycle = BinaryPlistBuilder()
        cycle.objects = [cycle.array([1]), cycle.array([0])]
        var selfCycle = BinaryPlistBuilder()
        selfCycle.objects = [selfCycle.array([0])]
        var keyCycle = BinaryPlistBuilder()
        keyCycle.objects = [
            keyCycle.array([1]), keyCycle.dictionary(keys: [2], values: [1]), BinaryPlistBuilder.ascii("rowInformation"),
        ]
        return [
            content("a binary reference cycle", "Cycle.plist", bytes: cycle.bytes, at: "offset 8", message: "a reference cycle"),
            content(
                "a binary array that contains itself", "Cycle.plist", bytes: selfCycle.bytes, at: "offset 8", message: "a reference cycle"),
            content(
                "a binary dictionary that contains itself", "Cycle.plist", bytes: keyCycle.bytes, at: "offset 10",
                message: "a reference cycle"),
            content(
                "2^64 paths through shared binary objects", "Doubling.plist", bytes: I.binaryDoubling(64), at: "offset 131",
                message: "the objects expand to more than 10000000 nodes (shared references count each time they are used)"),
        ]
    }()
}
