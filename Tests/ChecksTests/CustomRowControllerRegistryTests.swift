import CDLGenTestSupport
import Checks
import Definitions
import Diagnostics
import PlistLoader
import Testing

/// A library user's own controller for the app's delete row.
struct DeleteRowController: RegisteredRowController {
    static let additionalKeys: Set<String> = ["confirmationTitle"]

    var rowType: RowType { .custom }
    var label: Located<String>?
    var attributeKeyPath: Located<String>?
    var position: SourcePosition
    var confirmationTitle: String?

    init(_ row: CustomRowController, diagnostics: inout CustomRowDiagnostics) {
        label = row.label
        attributeKeyPath = row.attributeKeyPath
        position = row.position
        confirmationTitle = row.properties["confirmationTitle"]?.string
        if confirmationTitle == nil {
            diagnostics.report(
                .warning, DiagnosticCode("delete-row-confirmation"), "a delete row should ask for confirmation", at: row.position)
        }
    }
}

@Suite struct CustomRowControllerRegistryTests {
    static let row = """
        ( { rowInformation = ( {
        \trowType = CDLTableRowTypeCustom;
        \trowCustomControllerClass = DeleteRowController;
        \trowLabel = Delete;
        \tconfirmationTitle = "Delete this event?";
        } ); } )
        """

    var registry: CustomRowControllerRegistry {
        var registry = CustomRowControllerRegistry()
        registry.register(DeleteRowController.self, forClass: "DeleteRowController")
        return registry
    }

    @Test func aRegisteredClassGetsItsOwnControllerAndItsKeysAreKnown() throws {
        let (definition, diagnostics) = try decode(Self.row, customRows: registry)
        #expect(diagnostics.isEmpty)
        guard case .detailView(let view) = definition else { Issue.record("not a detail view"); return }
        let controller = try #require(view.rows.first as? DeleteRowController)
        #expect(controller.confirmationTitle == "Delete this event?")
        #expect(controller.label?.value == "Delete")
        #expect(registry.registeredClasses == ["DeleteRowController"])
    }

    @Test func withoutRegistrationTheRowIsGenericAndItsExtraKeyUnknown() throws {
        let (definition, diagnostics) = try decode(Self.row)
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.location.position == .lineColumn(line: 5, column: 2))
        guard case .detailView(let view) = definition else { Issue.record("not a detail view"); return }
        #expect(view.rows.first is CustomRowController)
    }

    @Test func aRegisteredControllerReportsItsOwnDiagnostics() throws {
        let source = Self.row.replacingOccurrences(of: "\tconfirmationTitle = \"Delete this event?\";\n", with: "")
        let (_, diagnostics) = try decode(source, customRows: registry)
        #expect(diagnostics.map(\.code) == [DiagnosticCode("delete-row-confirmation")])
        #expect(diagnostics.first?.location == SourceLocation(file: "EventDetailView.plist", position: .lineColumn(line: 1, column: 24)))
    }
}
