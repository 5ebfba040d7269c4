// An optional string attribute made a plain Binding<String> where it is used, with Binding(get:set:),
// and a multi-line field for it.
import CoreData
import SwiftUI

struct OptionalStringAdapter: View {
    @ObservedObject var event: Event

    private var notes: Binding<String> {
        Binding(
            get: { event.notes ?? "" },
            set: { event.notes = $0.isEmpty ? nil : $0 })
    }

    var body: some View {
        Section("Notes") {
            TextField("Notes", text: notes, axis: .vertical)
            TextField("Name", text: $event.name.text, prompt: Text("Required"))
        }
    }
}
