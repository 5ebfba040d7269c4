import Definitions
import Diagnostics
import PlistLoader

/// Turns a loaded file's node tree into a `Definition`, with a diagnostic for everything that is wrong
/// in the file on its own (references to other files are checked by ``DefinitionValidator``).
public struct DefinitionDecoder: Sendable {
    public var customRows: CustomRowControllerRegistry

    public init(customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()) {
        self.customRows = customRows
    }

    /// Decodes `document`; `file` is the path diagnostics name, `name` the definition's name.
    /// The definition is nil when the file's shape is too broken to make one (the diagnostics say why).
    public func decode(_ document: PlistTapeDocument, file: String, name: String) -> (Definition?, [Diagnostic]) {
        let collector = DiagnosticCollector(file: file)
        let definition = decode(document.tape, format: document.format, name: name, collector: collector)
        return (definition, collector.diagnostics)
    }

    /// Decodes a document loaded as a tree.
    public func decode(_ document: PlistDocument, file: String, name: String) -> (Definition?, [Diagnostic]) {
        decode(PlistTapeDocument(document), file: file, name: name)
    }

    private func decode(_ tape: PlistTape, format: PlistFormat, name: String, collector: DiagnosticCollector) -> Definition? {
        let root = tape.root
        switch tape.kind(at: root) {
        case .array:
            var sections: [SectionController] = []
            if tape.count(at: root) == 0 {
                collector.add(.emptySection("the detail view has no sections", at: collector.location(tape.position(at: root))))
            }
            for element in tape.elements(of: root) {
                guard tape.kind(at: element) == .dictionary else {
                    collector.add(
                        .invalidType(
                            of: "a section", expected: "a dictionary", found: tape.kind(at: element),
                            at: collector.location(tape.position(at: element))))
                    continue
                }
                guard tape.count(at: element) > 0 else {
                    collector.add(.emptySection("the section is empty", at: collector.location(tape.position(at: element))))
                    continue
                }
                let reader = DefinitionDictionary(
                    tape: tape, node: element, level: .section, format: format, collector: collector)
                sections.append(decodeSection(reader))
            }
            return .detailView(DetailViewDefinition(name: name, sections: sections, position: tape.position(at: root)))
        case .dictionary:
            if tape.value(forKey: "rowInformation", in: root) != nil {
                collector.add(.sectionAsRoot(at: collector.location(tape.position(at: root))))
                return nil
            }
            let reader = DefinitionDictionary(tape: tape, node: root, level: .listView, format: format, collector: collector)
            return ListViewDecoder(reader: reader).decode(name: name).map(Definition.listView)
        case let kind:
            collector.add(.invalidRoot(found: kind, at: collector.location(tape.position(at: root))))
            return nil
        }
    }

    private func decodeSection(_ section: DefinitionDictionary) -> SectionController {
        let collector = section.collector
        // CDL's own section controller has no footer: only a custom one can show `sectionFooter` (README, "Definitions").
        let hasCustomController = section.isSet(.customSectionControllerClass)
        section.checkKeys { key in
            key == .sectionFooter && !hasCustomController
                ? "CDL's own section controller never shows a footer; only a customSectionControllerClass can" : nil
        }
        let title = section.string(.sectionTitle)
        let footer = section.string(.sectionFooter)
        let controllerClass = section.className(.customSectionControllerClass)
        var rows: [any RowController] = []
        var toManyRows: [(type: RowType, position: SourcePosition)] = []
        var rowCount = 0

        let tape = section.tape
        if let rowInformation = section[.rowInformation] {
            if tape.kind(at: rowInformation) == .array {
                let count = tape.count(at: rowInformation)
                if count == 0 {
                    collector.add(.emptySection("the section has no rows", at: collector.location(tape.position(at: rowInformation))))
                }
                rows.reserveCapacity(count)
                for element in tape.elements(of: rowInformation) {
                    rowCount += 1
                    guard tape.kind(at: element) == .dictionary else {
                        collector.add(
                            .invalidType(
                                of: "a row", expected: "a dictionary", found: tape.kind(at: element),
                                at: collector.location(tape.position(at: element))))
                        continue
                    }
                    guard tape.count(at: element) > 0 else {
                        collector.add(.emptySection("the row is empty", at: collector.location(tape.position(at: element))))
                        continue
                    }
                    let reader = DefinitionDictionary(
                        tape: tape, node: element, level: .row, format: section.format, collector: collector)
                    // Taken apart at once: reading the tuple's fields copied all of it twice.
                    let (type, row) = RowDecoder(reader: reader, customRows: customRows).decode()
                    if let type, type.value.isToMany { toManyRows.append((type.value, type.position)) }
                    if let row { rows.append(row) }
                }
            } else {
                collector.add(
                    .invalidType(
                        of: "'rowInformation'", expected: "an array of rows", found: tape.kind(at: rowInformation),
                        at: collector.location(tape.position(at: rowInformation))))
            }
        } else {
            collector.add(
                .missingKey(
                    "rowInformation", in: "section", because: "it holds the section's rows", at: collector.location(section.position)))
        }

        if rowCount > 1 {
            for row in toManyRows {
                collector.add(
                    .sectionMustBeAlone(
                        row.type, rowCount: rowCount, at: collector.location(row.position), section: collector.location(section.position)))
            }
        }
        // The first key written after the rows: previews tell a row's findings from the section's by it.
        let rowsEnd = section[.rowInformation].flatMap { rows in
            tape.entries(of: section.node).map { tape.position(at: $0.key) }.filter { $0 > tape.position(at: rows) }.min()
        }
        return SectionController(
            title: title, footer: footer, customControllerClass: controllerClass, rows: rows, position: section.position, rowsEnd: rowsEnd)
    }
}
