// WidgetListView.swift: exported by cdlgen from Definitions/Widgets/WidgetListView.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The list view `WidgetListView`: every `Widget`, each opening `WidgetDetailView`.
struct WidgetListView: View {
    @Environment(\.managedObjectContext) private var context
    @SectionedFetchRequest(
        sectionIdentifier: \Widget.name,
        sortDescriptors: [SortDescriptor(\Widget.name, comparator: .localized)])
    private var sections: SectionedFetchResults<String?, Widget>
    @State private var newObject: Widget?

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.id ?? "") {
                    ForEach(section) { object in
                        NavigationLink {
                            WidgetDetailView(object: object)
                        } label: {
                            ListCell(text: object.name ?? "", detail: object.type.map { $0.name ?? "" } ?? "")
                        }
                    }
                    .onDelete { offsets in delete(offsets.map { section[$0] }) }
                }
            }
        }
        .navigationTitle("Widgets")
        // CDL shows a section index here; SwiftUI's List has none before iOS 26 (`sectionIndexLabel`).
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    newObject = Widget(context: context)
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .sheet(item: $newObject) { created in
            NavigationStack {
                WidgetDetailView(object: created, isAdding: true)
                    .navigationTitle("Add Item")
            }
        }
    }

    /// Swipe to delete: the objects are deleted and the context saved.
    private func delete(_ deleted: [Widget]) {
        for object in deleted { context.delete(object) }
        try? context.save()
    }
}
