import CoreDataModel
import PlistLoader
import Scaffolding

/// The quick fix of `unsaveable-view`: a section at the end of the view with a row for each required
/// attribute it does not show — the row `cdlgen init` would scaffold for it (a switch for a Boolean, a
/// date style for a Date), written in the file's own format. Only attributes: a required to-one
/// relationship needs an attribute of its destination chosen, and the inverse cannot be shown at all, so
/// those stay the user's to write.
enum MissingAttributesAction {
    static func action(for document: RequestDocument) -> CodeAction? {
        guard let workspace = document.workspace, let model = workspace.setup.modelChecker?.model,
            case .detailView(let view)? = document.report?.definition,
            let entity = workspace.entity(ofDefinitionAt: document.path),
            let scaffold = try? DetailViewScaffolder(model: model).scaffold(entityNamed: entity)
        else { return nil }
        let shown = Set(view.rows.compactMap(\.keyPathComponents.first))
        let required = Set(model.lineage(of: entity).flatMap { $0.attributes.filter(\.mustBeSet).map(\.name) }).subtracting(shown)
        let rows = scaffold.sections.flatMap(\.rows).filter { required.contains($0.attributeKeyPath) }
        guard !rows.isEmpty, let edit = insertion(of: ScaffoldSection(title: "Required", rows: rows), entity: entity, in: document) else {
            return nil
        }
        let names = rows.map { "'\($0.attributeKeyPath)'" }.joined(separator: ", ")
        return CodeAction(title: "Add a section showing \(names)", edit: WorkspaceEdit(changes: [document.uri: [edit]]))
    }

    /// The edit that adds `section` as the last element of the root array.
    private static func insertion(of section: ScaffoldSection, entity: String, in document: RequestDocument) -> TextEdit? {
        let bytes = document.text.bytes
        let syntax = CursorScanner.syntax(forPath: document.path, text: bytes)
        let format: PlistFormat, closer: [UInt8]
        switch syntax {
        case .openStep: (format, closer) = (.openStep, Array(")".utf8))
        case .json: (format, closer) = (.json, Array("]".utf8))
        case .xml: (format, closer) = (.xml, Array("</array>".utf8))
        }
        let written = DetailViewScaffold(entity: entity, sections: [section], omissions: [])
        guard let text = try? PlistWriter.write(written.propertyList, as: format).text,
            let close = bytes.lastRange(of: closer)?.lowerBound
        else { return nil }
        // The writer's root array holds the one section: its lines, as indented as a section in a file.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let open = lines.firstIndex(where: { ["(", "[", "<array>"].contains($0) }),
            let end = lines.lastIndex(where: { [")", "]", "</array>"].contains($0) }), open < end
        else { return nil }
        lines = Array(lines[(open + 1)..<end])
        if var last = lines.popLast() {
            if syntax == .openStep && !last.hasSuffix(",") { last += "," }
            lines.append(last)
        }
        // After the last element: JSON separates elements with commas, OpenStep may already end with one.
        var at = close
        while at > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[at - 1]) { at -= 1 }
        let previous = at > 0 ? bytes[at - 1] : 0
        let separator = (syntax == .json || syntax == .openStep) && previous == UInt8(ascii: "}") ? "," : ""
        let newText = separator + "\n" + lines.joined(separator: "\n")
        return TextEdit(range: document.text.range(at..<at), newText: newText)
    }
}
