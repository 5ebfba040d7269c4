import Foundation

/// Sections and the properties in each, written as Sensible TableView writes a layout in one string:
/// `Task:(name,dueDate);Status:(completed)` — a section titled Task with the name and dueDate rows, then
/// one titled Status. Properties the layout does not name follow in the scaffold's own order.
public struct ScaffoldLayout: Sendable, Equatable {
    public var sections: [(title: String, properties: [String])]

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
    /// titled as the layout says); the properties the layout names that the scaffold has no row for.
    func apply(to scaffold: DetailViewScaffold) -> (DetailViewScaffold, unknown: [String]) {
        var rows = scaffold.sections.flatMap { section in section.rows.map { (row: $0, title: section.title) } }
        var sections: [ScaffoldSection] = []
        var unknown: [String] = []
        for (title, properties) in self.sections {
            var plain: [ScaffoldRow] = []
            for property in properties {
                guard
                    let index = rows.firstIndex(where: { $0.row.attributeKeyPath.split(separator: ".").first.map(String.init) == property })
                else {
                    unknown.append(property)
                    continue
                }
                let row = rows.remove(at: index).row
                if row.type.isToMany { sections.append(ScaffoldSection(title: title, rows: [row])) } else { plain.append(row) }
            }
            if !plain.isEmpty { sections.append(ScaffoldSection(title: title, rows: plain)) }
        }
        // The rest, in the scaffold's sections, as it made them.
        for section in scaffold.sections {
            let left = section.rows.filter { row in rows.contains { $0.row == row } }
            if !left.isEmpty { sections.append(ScaffoldSection(title: section.title, rows: left)) }
        }
        var result = scaffold
        result.sections = sections
        return (result, unknown)
    }
}

/// Why a `--layout` cannot be read.
public struct ScaffoldLayoutError: Error, Sendable, Equatable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
