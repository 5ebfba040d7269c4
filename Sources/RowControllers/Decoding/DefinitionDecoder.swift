import PlistLoader

/// Turns a loaded file's node tree into a ``Definition``, with a diagnostic for everything that is wrong
/// in the file on its own (references to other files are checked by ``DefinitionValidator``).
public struct DefinitionDecoder: Sendable {
    public var customRows: CustomRowControllerRegistry

    public init(customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()) {
        self.customRows = customRows
    }

    /// Decodes `document`; `file` is the path diagnostics name, `name` the definition's name.
    /// The definition is nil when the file's shape is too broken to make one (the diagnostics say why).
    public func decode(_ document: PlistDocument, file: String, name: String) -> (Definition?, [Diagnostic]) {
        let collector = DiagnosticCollector(file: file)
        let definition = decode(document.root, format: document.format, name: name, collector: collector)
        return (definition, collector.diagnostics)
    }

    private func decode(_ root: PlistNode, format: PlistFormat, name: String, collector: DiagnosticCollector) -> Definition? {
        switch root.value {
        case .array(let elements):
            var sections: [SectionController] = []
            for element in elements {
                guard let dictionary = element.dictionary else {
                    collector.add(.invalidType(of: "a section", expected: "a dictionary", found: element.value, at: collector.location(element.position)))
                    continue
                }
                let reader = DefinitionDictionary(dictionary: dictionary, position: element.position, level: .section, format: format, collector: collector)
                sections.append(decodeSection(reader))
            }
            return .detailView(DetailViewDefinition(name: name, sections: sections, position: root.position))
        case .dictionary(let dictionary):
            if dictionary["rowInformation"] != nil {
                collector.add(.sectionAsRoot(at: collector.location(root.position)))
                return nil
            }
            let reader = DefinitionDictionary(dictionary: dictionary, position: root.position, level: .listView, format: format, collector: collector)
            return ListViewDecoder(reader: reader).decode(name: name).map(Definition.listView)
        default:
            collector.add(.invalidRoot(found: root.value, at: collector.location(root.position)))
            return nil
        }
    }

    private func decodeSection(_ section: DefinitionDictionary) -> SectionController {
        let collector = section.collector
        section.checkKeys()
        let title = section.string("sectionTitle")
        let footer = section.string("sectionFooter")
        let controllerClass = section.className("customSectionControllerClass")
        var rows: [any RowController] = []
        var toManyRows: [(type: RowType, position: SourcePosition)] = []
        var rowCount = 0

        if let rowInformation = section["rowInformation"] {
            if let elements = rowInformation.array {
                if elements.isEmpty { collector.add(.emptySection(at: collector.location(rowInformation.position))) }
                rows.reserveCapacity(elements.count)
                for element in elements {
                    rowCount += 1
                    guard let dictionary = element.dictionary else {
                        collector.add(.invalidType(of: "a row", expected: "a dictionary", found: element.value, at: collector.location(element.position)))
                        continue
                    }
                    let reader = DefinitionDictionary(dictionary: dictionary, position: element.position, level: .row, format: section.format, collector: collector)
                    // Taken apart at once: reading the tuple's fields copied all of it twice.
                    let (type, row) = RowDecoder(reader: reader, customRows: customRows).decode()
                    if let type, type.value.isToMany { toManyRows.append((type.value, type.position)) }
                    if let row { rows.append(row) }
                }
            } else {
                collector.add(.invalidType(of: "'rowInformation'", expected: "an array of rows", found: rowInformation.value, at: collector.location(rowInformation.position)))
            }
        } else {
            collector.add(.missingKey("rowInformation", in: "section", because: "it holds the section's rows", at: collector.location(section.position)))
        }

        if rowCount > 1 {
            for row in toManyRows {
                collector.add(.sectionMustBeAlone(row.type, rowCount: rowCount, at: collector.location(row.position), section: collector.location(section.position)))
            }
        }
        // The first key written after the rows: previews tell a row's findings from the section's by it.
        let rowsEnd = section["rowInformation"].flatMap { rows in
            section.dictionary.entries.map(\.keyPosition).filter { $0 > rows.position }.min()
        }
        return SectionController(
            title: title, footer: footer, customControllerClass: controllerClass, rows: rows, position: section.position, rowsEnd: rowsEnd)
    }
}
