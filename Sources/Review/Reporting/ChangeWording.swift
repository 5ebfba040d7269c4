/// The words every report says a change in, so that the terminal, a pull-request comment and the HTML
/// pages read alike: a verb ("added"), what changed and where ("row dueDate (…) in section "Task" at
/// row 3"), and one detail a changed key or a note.
public enum ChangeWording {
    public static func verb(_ kind: ChangeKind) -> String {
        kind.rawValue
    }

    /// What changed, and where, without the verb.
    public static func subject(_ change: ViewChange) -> Wording {
        switch change.target {
        case .view:
            return Wording([.words("view")])
        case .section(let title):
            let name = section(title)
            switch (change.before, change.after) {
            case (let before?, let after?) where change.moved: return name + ", \(before.section) → \(after.section)"
            case (_, let after?): return name + " at \(after.section)"
            case (let before?, nil): return name + ", was \(before.section)"
            case (nil, nil): return name
            }
        case .row(let row):
            return "row " + self.row(row) + " " + rowPlace(change)
        }
    }

    /// `dueDate (SingleLineValueSmallLabel "Due")`; without a key path, `Custom "Delete"`.
    public static func row(_ row: RowOutline) -> Wording {
        var kind = Wording.name(row.shortRowType ?? "no rowType")
        if let label = row.label {
            kind = kind + " " + .name(label, quoted: true)
        } else if let custom = row.value("rowCustomControllerClass") {
            kind = kind + " " + .name(custom)
        }
        guard let keyPath = row.keyPath else { return kind }
        return .name(keyPath) + " (" + kind + ")"
    }

    /// `section "Task"`, or `untitled section`.
    static func section(_ title: String?) -> Wording {
        title.map { "section " + .name($0, quoted: true) } ?? Wording([.words("untitled section")])
    }

    private static func rowPlace(_ change: ViewChange) -> Wording {
        func name(_ place: ChangePlace) -> Wording {
            place.sectionTitle.map { "section " + .name($0, quoted: true) } ?? Wording([.words("section \(place.section)")])
        }
        switch (change.before, change.after) {
        case (let before?, let after?) where change.moved:
            if before.sectionTitle == after.sectionTitle && before.section == after.section {
                return "in " + name(after) + ", row \(before.row ?? 0) → \(after.row ?? 0)"
            }
            return "from " + name(before) + " row \(before.row ?? 0) to " + name(after) + " row \(after.row ?? 0)"
        case (_, let after?): return "in " + name(after) + " at row \(after.row ?? 0)"
        case (let before?, nil): return "from " + name(before) + ", was row \(before.row ?? 0)"
        case (nil, nil): return Wording()
        }
    }

    /// The lines under the subject: each changed key (`key: before → after`), the rows an added or
    /// removed section holds, and the note.
    public static func details(_ change: ViewChange) -> [Wording] {
        var lines = change.keys.map(keyLine)
        if !change.rows.isEmpty {
            var line = Wording([.words(ViewOutline.count(change.rows.count, "row") + ": ")])
            for (index, row) in change.rows.enumerated() {
                line = line + (index == 0 ? "" : ", ") + self.row(row)
            }
            lines.append(line)
        }
        if let note = change.note { lines.append(Wording([.words(note)])) }
        return lines
    }

    /// `attributeKeyPath: dueDate → deadline`; "(not set)" where a side has no value.
    public static func keyLine(_ key: KeyChange) -> Wording {
        func value(_ value: String?) -> Wording { value.map { .name($0) } ?? Wording([.words(notSet)]) }
        return .name(key.key) + ": " + value(key.before) + " → " + value(key.after)
    }

    public static let notSet = "(not set)"

    /// "1 added", "2 changed": a definition's counts.
    public static func counts(_ definition: DefinitionDiff) -> [String] {
        definition.counts.map { "\($0.count) \($0.kind.rawValue)" }
    }
}
