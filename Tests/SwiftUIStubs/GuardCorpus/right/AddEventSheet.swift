// An add sheet: the new event's values held in state until Save, Cancel leaving the store untouched.
import CoreData
import SwiftUI

struct AddEventSheet: View {
    @Environment(\.managedObjectContext) private var viewContext
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var timestamp = Date.now
    @State private var saveError: String?
    @State private var showsSaveError = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                DatePicker("When", selection: $timestamp)
            }
            .navigationTitle("New Event")
            .navigationBarTitleDisplayMode(.inline)
            .interactiveDismissDisabled()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .alert("Could Not Save", isPresented: $showsSaveError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(saveError ?? "")
            }
        }
    }

    private func save() {
        let event = Event(context: viewContext)
        event.id = UUID()
        event.name = name
        event.timestamp = timestamp
        do {
            try viewContext.save()
            dismiss()
        } catch {
            viewContext.rollback()
            saveError = error.localizedDescription
            showsSaveError = true
        }
    }
}
