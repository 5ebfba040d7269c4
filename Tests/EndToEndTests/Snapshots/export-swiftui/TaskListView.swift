// TaskListView.swift: exported by cdlgen from Definitions/Tasks/TaskListView.json. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The list view `TaskListView`: every `Task`, each opening `TaskDetailView`.
struct TaskListView: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [SortDescriptor(\Task.name, comparator: .localized)])
    private var objects: FetchedResults<Task>
    @State private var newObject: Task?

    var body: some View {
        List {
            ForEach(objects) { object in
                NavigationLink {
                    TaskDetailView(object: object)
                } label: {
                    ListCell(text: object.name ?? "", detail: object.category.map { $0.name ?? "" } ?? "")
                }
            }
            .onDelete { offsets in delete(offsets.map { objects[$0] }) }
        }
        .navigationTitle("Tasks")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    newObject = Task(context: context)
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .sheet(item: $newObject) { created in
            NavigationStack {
                TaskDetailView(object: created, isAdding: true)
                    .navigationTitle("Add Item")
            }
        }
    }

    /// Swipe to delete: the objects are deleted and the context saved.
    private func delete(_ deleted: [Task]) {
        for object in deleted { context.delete(object) }
        try? context.save()
    }
}
