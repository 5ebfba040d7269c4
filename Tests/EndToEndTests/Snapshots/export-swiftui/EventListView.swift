// EventListView.swift: exported by cdlgen from Definitions/Events/EventListView.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The list view `EventListView`: every `Event`, each opening `EventDetailView`.
struct EventListView: View {
    @Environment(\.managedObjectContext) private var context
    @SectionedFetchRequest(
        sectionIdentifier: \Event.type?.name,
        sortDescriptors: [SortDescriptor(\Event.type?.name, comparator: .localized), SortDescriptor(\Event.name, comparator: .localized)])
    private var sections: SectionedFetchResults<String?, Event>
    @State private var newObject: Event?

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.id ?? "") {
                    ForEach(section) { object in
                        NavigationLink {
                            EventDetailView(object: object)
                        } label: {
                            ListCell(text: object.name ?? "", detail: object.type.map { $0.name ?? "" } ?? "")
                        }
                    }
                    .onDelete { offsets in delete(offsets.map { section[$0] }) }
                }
            }
        }
        .navigationTitle("Events")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    newObject = Event(context: context)
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .sheet(item: $newObject) { created in
            NavigationStack {
                EventDetailView(object: created, isAdding: true)
                    .navigationTitle("Add Item")
            }
        }
    }

    /// Swipe to delete: the objects are deleted and the context saved.
    private func delete(_ deleted: [Event]) {
        for object in deleted { context.delete(object) }
        try? context.save()
    }
}
