import PlistLoader

/// A definition as the comparison sees it: what the view is made of, read from the property list's
/// tree (not from the decoded definition, so that a row the decoder rejects is still compared).
public enum ViewOutline: Equatable, Sendable {
    /// An array of sections.
    case detailView([SectionOutline])
    /// A dictionary, compared key by key.
    case listView([OutlineEntry])
    /// A root of another type, which CDL cannot show (named by its type: "a string").
    case other(String)

    public init(_ root: PlistNode) {
        switch root.value {
        case .array(let sections):
            self = .detailView(sections.map(Self.section))
        case .dictionary(let dictionary):
            self = .listView(Self.entries(of: dictionary))
        default:
            self = .other(root.value.typeNameWithArticle)
        }
    }

    /// "detail view", "list view", or what the root is.
    public var kind: String {
        switch self {
        case .detailView: "detail view"
        case .listView: "list view"
        case .other(let type): type
        }
    }

    /// In a few words: "detail view, 3 sections, 7 rows".
    public var summary: String {
        switch self {
        case .detailView(let sections):
            let rows = sections.reduce(0) { $0 + $1.rows.count }
            return "detail view, " + Self.count(sections.count, "section") + ", " + Self.count(rows, "row")
        case .listView(let entries):
            return "list view, " + Self.count(entries.count, "key")
        case .other(let type):
            return type + ", not a view"
        }
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A section that is not a dictionary (the decoder reports it) has neither keys nor rows.
    private static func section(_ node: PlistNode) -> SectionOutline {
        guard let dictionary = node.dictionary else { return SectionOutline(entries: [], rows: [], position: node.position) }
        let rows = (dictionary["rowInformation"]?.array ?? []).map { row in
            RowOutline(entries: row.dictionary.map(entries) ?? [], position: row.position)
        }
        return SectionOutline(entries: entries(of: dictionary).filter { $0.key != "rowInformation" }, rows: rows, position: node.position)
    }

    private static func entries(of dictionary: PlistDictionary) -> [OutlineEntry] {
        dictionary.keys.compactMap { key in
            guard let node = dictionary[key] else { return nil }
            if case .string(let string) = node.value, string.isEmpty { return nil }
            return OutlineEntry(key: key, value: OutlineValue.text(node))
        }
    }
}
