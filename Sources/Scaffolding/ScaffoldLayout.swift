import Foundation

/// Sections and the properties in each, written as Sensible TableView writes a layout in one string:
/// `Task:(name,dueDate);Status:(completed)` — a section titled Task with the name and dueDate rows, then
/// one titled Status. Properties the layout does not name follow in the scaffold's own order, in a
/// section titled ``leftOutTitle`` (a to-many row keeps its own section, titled with its relationship).
public struct ScaffoldLayout: Sendable, Equatable {
    public var sections: [(title: String, properties: [String])]

    /// The title of the section of the properties the layout does not name. Not the entity's name, which
    /// the scaffold gives its first section: two sections titled "Task" read as a mistake. A title rather
    /// than none: a section without one looks like more of the section above, which the layout titled for
    /// what it holds. "Other", as iOS titles what is left (Settings' "Other", a contact's "other" fields).
    public static let leftOutTitle = "Other"

    public static func == (lhs: ScaffoldLayout, rhs: ScaffoldLayout) -> Bool {
        lhs.sections.map(\.title) == rhs.sections.map(\.title) && lhs.sections.map(\.properties) == rhs.sections.map(\.properties)
    }

    /// Nil, with the reason, for text that is not such a layout.
    public init(parsing text: String) throws(ScaffoldLayoutError) {
        sections = []
        for part in text.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            guard let colon = part.firstIndex(of: ":"),
                part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces).hasPrefix("("),
                part.hasSuffix(")")
            else { throw ScaffoldLayoutError("'\(part)' is not 'Title:(property,…)'") }
            let title = part[..<colon].trimmingCharacters(in: .whitespaces)
            let list = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
            let properties = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !properties.isEmpty else { throw ScaffoldLayoutError("the section '\(title)' names no property") }
            sections.append((title, properties))
        }
        guard !sections.isEmpty else { throw ScaffoldLayoutError("the layout names no section") }
    }

    /// `scaffold` with its rows in these sections (a to-many row stays alone in a section of its own,
    /// titled as the layout says); the properties the layout names that the scaffold has no row for; and
    /// those it does not name that follow in a section titled ``leftOutTitle`` (the layout's own, when it
    /// has one of that title; a to-many row it does not name keeps its section, titled with its relationship).
    func apply(to scaffold: DetailViewScaffold) -> (DetailViewScaffold, unknown: [String], leftOut: [String]) {
        var rows = scaffold.sections.flatMap { section in section.rows.map { (row: $0, title: section.title) } }
        var sections: [ScaffoldSection] = []
        var unknown: [String] = []
        for (title, properties) in self.sections {
            var plain: [ScaffoldRow] = []
            for property in properties {
                guard let index = rows.firstIndex(where: { Self.property(of: $0.row) == property }) else {
                    unknown.append(property)
                    continue
                }
                let row = rows.remove(at: index).row
                if row.type.isToMany { sections.append(ScaffoldSection(title: title, rows: [row])) } else { plain.append(row) }
            }
            if !plain.isEmpty { sections.append(ScaffoldSection(title: title, rows: plain)) }
        }
        // The rest, in the scaffold's order: to-many rows in their own sections, the others under "Other".
        var leftOut: [String] = []
        for section in scaffold.sections {
            let left = section.rows.filter { row in rows.contains { $0.row == row } }
            guard !left.isEmpty else { continue }
            if left.contains(where: \.type.isToMany) {
                sections.append(ScaffoldSection(title: section.title, rows: left))
                continue
            }
            leftOut += left.map(Self.property(of:))
            if let other = sections.firstIndex(where: { $0.title == Self.leftOutTitle && !$0.rows.contains(where: \.type.isToMany) }) {
                sections[other].rows += left
            } else {
                sections.append(ScaffoldSection(title: Self.leftOutTitle, rows: left))
            }
        }
        var result = scaffold
        result.sections = sections
        return (result, unknown, leftOut)
    }

    /// The property a row shows: the first key of its key path.
    private static func property(of row: ScaffoldRow) -> String {
        row.attributeKeyPath.split(separator: ".").first.map(String.init) ?? row.attributeKeyPath
    }
}

/// Why a `--layout` cannot be read.
public struct ScaffoldLayoutError: Error, Sendable, Equatable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
