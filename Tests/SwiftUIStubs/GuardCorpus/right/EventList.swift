// A list of every event with @FetchRequest, sorted by name without regard to case, with navigation to
// each event's form, deletion, an edit button and an add sheet.
import CoreData
import SwiftUI

struct EventList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [SortDescriptor(\Event.name, comparator: .localizedStandard)], animation: .default)
    private var events: FetchedResults<Event>
    @State private var showsAddSheet = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(events) { event in
                    NavigationLink(value: event) {
                        Text(event.name ?? "Untitled")
                    }
                }
                .onDelete(perform: deleteEvents)
            }
            .navigationTitle("Events")
            .navigationDestination(for: Event.self) { event in
                EventDetailForm(event: event)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { showsAddSheet = true }
                }
            }
            .sheet(isPresented: $showsAddSheet) {
                AddEventSheet()
            }
        }
    }

    private func deleteEvents(offsets: IndexSet) {
        withAnimation {
            offsets.map { events[$0] }.forEach(viewContext.delete)
            do {
                try viewContext.save()
            } catch {
                viewContext.rollback()
            }
        }
    }
}
