import CoreDataModel

/// The join table of a many-to-many relationship and its two columns. Core Data names it `Z_` + an
/// entity number + a relationship's name, upper-cased, and each column `Z_` + an entity number + the
/// other relationship's name (docs/DECISIONS.md, "The app's own data"); found by those names.
struct ManyToManyTable {
    var table: String
    /// Holds the Z_PK of the object the relationship starts from.
    var sourceColumn: String
    /// Holds the Z_PK of the related object.
    var destinationColumn: String
    /// A relationship that is its own inverse (`friends` ↔ `friends`): its pairs are kept once, the second
    /// key in a column named `REFLEXIVE`, so they are read both ways.
    var isReflexive = false

    init?(layout: StoreLayout, entity: String, relationship: Relationship) {
        guard let inverse = relationship.inverseName else { return nil }
        if inverse == relationship.name {
            let name = relationship.name.uppercased()
            guard let table = layout.tables(startingWith: "Z_").first(where: { Self.name(afterNumber: $0.name.uppercased()) == name }),
                let reflexive = table.column("REFLEXIVE"),
                let own = table.columns.first(where: { Self.name(afterNumber: $0.key) == name })?.value
            else { return nil }
            (self.table, sourceColumn, destinationColumn, isReflexive) = (table.name, own, reflexive, true)
            return
        }
        let names = [relationship.name.uppercased(), inverse.uppercased()]
        for table in layout.tables(startingWith: "Z_") {
            let suffixes = table.columns.keys.map { ($0, Self.name(afterNumber: $0)) }
            // The column named after the inverse holds this side's keys; the one named after the relationship the other's.
            guard names.contains(Self.name(afterNumber: table.name.uppercased()) ?? ""),
                let source = suffixes.first(where: { $0.1 == inverse.uppercased() })?.0,
                let destination = suffixes.first(where: { $0.1 == relationship.name.uppercased() })?.0
            else { continue }
            self.table = table.name
            sourceColumn = table.columns[source] ?? source
            destinationColumn = table.columns[destination] ?? destination
            return
        }
        return nil
    }

    /// `Z_12TAGS` → `TAGS`; nil for a name not of that form.
    static func name(afterNumber name: String) -> String? {
        guard name.hasPrefix("Z_") else { return nil }
        let rest = name.dropFirst(2)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < rest.count else { return nil }
        return String(rest.dropFirst(digits.count))
    }
}
