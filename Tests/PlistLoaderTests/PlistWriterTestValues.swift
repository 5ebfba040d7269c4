import Foundation

@testable import PlistLoader

/// Trees for the writer tests, built in memory (positions are ignored by ==).
enum PlistWriterTestValues {
    static func node(_ value: PlistValue) -> PlistNode { PlistNode(value, at: .start) }
    static func string(_ text: String) -> PlistNode { node(.string(text)) }
    static func array(_ elements: PlistNode...) -> PlistNode { node(.array(elements)) }
    static func dictionary(_ entries: KeyValuePairs<String, PlistNode>) -> PlistNode {
        node(.dictionary(PlistDictionary(entries: entries.map { PlistDictionaryEntry(key: $0.key, keyPosition: .start, value: $0.value) })))
    }

    /// 2024-01-02T03:04:05Z.
    static let date = Date(timeIntervalSince1970: 1_704_164_645)

    /// Control characters other than tab and line breaks: JSON and OpenStep escape them; XML cannot hold them.
    static let controls = "nul\u{00} bell\u{07} escape\u{1B}7 delete\u{7F}"

    /// Every kind of value, and every string that needs care in some format (except ``controls``).
    static let everything = dictionary([
        "ключ 🔑 日本": string("ünïcödé ✓ 日本語 🇫🇷"),
        "quotes": string("say \"hi\" and 'bye'"),
        "backslashes": string(#"C:\path\to\ and \n not a newline"#),
        "line breaks": string("one\ntwo\r\nthree\rfour\ttab\u{2028}ls"),
        "markup": string("<a href=\"x\">&amp; & ]]> </a>"),
        "": string(""),
        "//looks like a comment": string("/* so does this */"),
        "unquoted-OK_$/:.": string("a//b"),
        "integers": array(
            node(.integer(PlistInteger(Int64.max))), node(.integer(PlistInteger(Int64.min))),
            node(.integer(PlistInteger(isNegative: false, magnitude: UInt128(UInt64.max)))), node(.integer(-42)), node(.integer(0))),
        "reals": array(
            node(.real(0.1)), node(.real(1e300)), node(.real(-0.0)), node(.real(1.5)), node(.real(-2.25e-10)),
            node(.real(.leastNonzeroMagnitude)), node(.real(1.0)), node(.real(123_456_789_012_345_680_000.0))),
        "booleans": array(node(.boolean(true)), node(.boolean(false))),
        "date": node(.date(date)),
        "data": node(.data(Array(0..<100))),
        "empty data": node(.data([])),
        "empty array": array(),
        "empty dictionary": dictionary([:]),
        "nested": array(
            dictionary(["a": array(array(dictionary([:])))]),
            array(string("x"), array(string("y"), dictionary(["deep": array()])))),
    ])

    /// What ``PlistLoader`` reads back from `value` written in `format`: the format's own types where it
    /// lacks the value's (the writer reports each of these as a loss).
    static func readBack(_ value: PlistValue, in format: PlistFormat) -> PlistValue {
        switch (value, format) {
        case (.array(let elements), _):
            return .array(elements.map { node(readBack($0.value, in: format)) })
        case (.dictionary(let dictionary), _):
            return .dictionary(
                PlistDictionary(
                    entries: dictionary.entries.map {
                        PlistDictionaryEntry(key: $0.key, keyPosition: .start, value: node(readBack($0.value.value, in: format)))
                    }))
        case (.date(let date), .json), (.date(let date), .openStep):
            return .string(PlistDateText.text(of: date)!.text)
        case (.data(let bytes), .json):
            return .string(Data(bytes).base64EncodedString())
        case (.integer(let integer), .openStep):
            return .string(integer.description)
        case (.real(let real), .openStep):
            return .string(real.description)
        case (.boolean(let flag), .openStep):
            return .string(flag ? "YES" : "NO")
        default:
            return value
        }
    }

    /// The paths of the values in `value` that `format` has no type for: what writing it there reports.
    static func pathsLost(from value: PlistValue, in format: PlistFormat, at path: String = "") -> Set<String> {
        switch (value, format) {
        case (.array(let elements), _):
            return elements.enumerated().reduce(into: []) {
                $0.formUnion(pathsLost(from: $1.element.value, in: format, at: path + "[\($1.offset)]"))
            }
        case (.dictionary(let dictionary), _):
            return dictionary.entries.reduce(into: []) { lost, entry in
                let key = PlistPath([.key(entry.key)]).description
                lost.formUnion(
                    pathsLost(from: entry.value.value, in: format, at: path + (path.isEmpty || key.hasPrefix("[") ? key : "." + key)))
            }
        case (.date, .json), (.data, .json), (.date, .openStep), (.integer, .openStep), (.real, .openStep), (.boolean, .openStep):
            return [path]
        default:
            return []
        }
    }
}
