import Testing

@testable import Review

/// What a definition is compared by: its views' keys, whatever the format they are written in.
@Suite struct OutlineTests {
    @Test func formatsAndNotSetStringsMakeNoChange() throws {
        let openStep = try Outlines.read(
            """
            ({ sectionTitle = ""; rowInformation = ({ rowType = CDLTableRowTypeToManyRelationship; rowLabel = Step;
               attributeKeyPath = "steps.name"; showAddNewObject = YES; dateFormatterStyle = ""; }); })
            """, format: "plist")
        let json = try Outlines.read(
            """
            [{"rowInformation": [{"rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Step",
              "attributeKeyPath": "steps.name", "showAddNewObject": true}]}]
            """)
        #expect(openStep == json.withoutPositions(of: openStep))
        #expect(ViewDiffer.changes(openStep, json).isEmpty)
    }

    @Test func listViewsAreComparedKeyByKey() throws {
        let before = try Outlines.read(#"{"entityName": "Task", "controllerTitle": "Tasks", "sortKeyPaths": ["name"]}"#)
        let after = try Outlines.read(
            #"{"entityName": "Task", "sortKeyPaths": ["dueDate", "name"], "sectionNameKeyPath": "category.name"}"#)
        #expect(
            Outlines.lines(ViewDiffer.changes(before, after)) == [
                "changed view | controllerTitle: Tasks → (not set); sortKeyPaths: (name) → (dueDate, name); sectionNameKeyPath: (not set) → category.name"
            ])
    }

    @Test func aViewThatChangedKind() throws {
        let before = try Outlines.read(#"[{"rowInformation": [{"rowType": "CDLTableRowTypeCustom"}]}]"#)
        let after = try Outlines.read(#"{"entityName": "Task"}"#)
        #expect(Outlines.lines(ViewDiffer.changes(before, after)) == ["changed view | detail view, 1 section, 1 row → list view, 1 key"])
    }

    @Test func addedAndDeletedViews() throws {
        let view = try Outlines.read(#"[{"rowInformation": [{"rowType": "CDLTableRowTypeCustom"}]}]"#)
        #expect(Outlines.lines(ViewDiffer.changes(nil, view)) == ["added view | detail view, 1 section, 1 row"])
        #expect(Outlines.lines(ViewDiffer.changes(view, nil)) == ["removed view | detail view, 1 section, 1 row"])
    }
}

extension ViewOutline {
    /// This outline with `other`'s positions, for comparing outlines of files written differently.
    func withoutPositions(of other: ViewOutline) -> ViewOutline {
        guard case .detailView(var sections) = self, case .detailView(let others) = other, sections.count == others.count else {
            return self
        }
        for index in sections.indices {
            sections[index].position = others[index].position
            for row in sections[index].rows.indices where row < others[index].rows.count {
                sections[index].rows[row].position = others[index].rows[row].position
            }
        }
        return .detailView(sections)
    }
}
