// A detail form over one managed object: its attributes edited in place, through the shared bindings.
import CoreData
import SwiftUI

struct EventDetailForm: View {
    @ObservedObject var event: Event
    @Environment(\.managedObjectContext) private var viewContext

    var body: some View {
        Form {
            Section("Event") {
                TextField("Name", text: $event.name.text)
                Toggle("Done", isOn: $event.isDone)
                DatePicker("When", selection: $event.timestamp.date(or: .now))
            }
            Section {
                LabeledContent("Priority", value: event.priority, format: .number)
                LabeledContent("Category", value: event.category?.title ?? "None")
            } header: {
                Text("Details")
            } footer: {
                Text("Changes are saved when you go back.")
            }
        }
        .navigationTitle(event.name ?? "Event")
        .onDisappear {
            guard viewContext.hasChanges else { return }
            try? viewContext.save()
        }
    }
}
