import Checks
import Definitions

/// Which definitions a run's reports export, under which Swift names, and which are left out and why:
/// decided once, for `export swiftui` and for the preview that shows its code.
struct ExportPlan {
    let facts: ClassFacts
    /// The definitions exported, in path order, each with its entity and its view's type name.
    private(set) var kept: [(report: FileReport, definition: Definition, entity: String, typeName: String)] = []
    /// The detail views exported, by definition name: list views and "Add New" rows open them.
    private(set) var detailViews: [String: ExportedDetailView] = [:]
    private(set) var skipped: [ExportSkip] = []

    init(_ reports: [FileReport], facts: ClassFacts) {
        self.facts = facts
        var exportable: [(report: FileReport, definition: Definition, entity: String)] = []
        for report in reports.sorted(by: { $0.file.displayPath < $1.file.displayPath }) {
            let file = report.file.displayPath
            guard let definition = report.definition else {
                skipped.append(ExportSkip(file: file, reason: .unreadable))
                continue
            }
            let entity = report.entity?.entity
            let errors = report.diagnostics.filter { error in
                error.severity == .error && !(entity.map { ExportFixes.fixes(error, in: definition, entity: $0, facts: facts) } ?? false)
            }
            if let first = errors.first {
                skipped.append(
                    ExportSkip(file: file, reason: .errors(count: errors.count, first: "\(first.message) [\(first.code.rawValue)]")))
                continue
            }
            guard let entity else {
                skipped.append(ExportSkip(file: file, reason: .noEntity))
                continue
            }
            exportable.append((report, definition, entity))
        }
        // Every detail view first: list views and "Add New" rows open them. A view's name must not be one the
        // exported code uses for something else: the model's classes, SwiftUI's and the support file's types.
        var typeNames = Self.reservedNames.union(facts.model.entities.compactMap { facts.className(of: $0.name) })
        for item in exportable {
            let typeName = Self.typeName(of: item.definition.name, avoiding: typeNames)
            guard typeNames.insert(typeName).inserted else {
                skipped.append(ExportSkip(file: item.report.file.displayPath, reason: .sameName(typeName)))
                continue
            }
            if case .detailView = item.definition {
                guard let className = facts.className(of: item.entity) else {
                    skipped.append(ExportSkip(file: item.report.file.displayPath, reason: .noClass(item.entity)))
                    continue
                }
                detailViews[item.definition.name] = ExportedDetailView(typeName: typeName, className: className, entity: item.entity)
            }
            kept.append((item.report, item.definition, item.entity, typeName))
        }
    }

    /// The definition's name as a Swift type (`WidgetAddView-FromType` → `WidgetAddViewFromType`), with `View`
    /// after it when that name is a keyword or taken by a type the code names (`Section` → `SectionView`). Two
    /// definitions that still meet are told apart by the caller.
    static func typeName(of name: String, avoiding reserved: Set<String>) -> String {
        let plain = SwiftName.type(name)
        var typeName = plain.filter { $0 != "`" }
        if plain.hasPrefix("`") || reserved.contains(typeName) { typeName += "View" }
        return typeName
    }

    /// The types the exported files name, besides the model's classes: a view named so would hide one.
    static let reservedNames: Set<String> = [
        // The export's own files and support types.
        "CDLExportSupport", "ModelClasses", "CellText", "ListCell", "ObjectChooser", "AddExistingChooser", "CustomRow",
        // SwiftUI's, Core Data's and Foundation's.
        "View", "Form", "Section", "Text", "TextField", "TextEditor", "Toggle", "DatePicker", "List", "ForEach", "Button", "NavigationLink",
        "NavigationStack", "LabeledContent", "HStack", "VStack", "Spacer", "Image", "Binding", "EditMode", "Environment",
        "EnvironmentValues",
        "EnvironmentKey", "State", "ObservedObject", "FetchRequest", "FetchedResults", "SectionedFetchRequest", "SectionedFetchResults",
        "ToolbarItem", "AnyView", "SortDescriptor", "NSSortDescriptor", "NSManagedObject", "NSManagedObjectID", "NSNumber",
        "NSDecimalNumber", "NSSet", "NSOrderedSet", "Date", "Decimal", "Data", "UUID", "URL", "String", "Bool", "Int", "Int16", "Int32",
        "Int64", "Double", "Float", "Set",
    ]
}
