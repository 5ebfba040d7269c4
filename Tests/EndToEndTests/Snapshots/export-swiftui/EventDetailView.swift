// EventDetailView.swift: exported by cdlgen from Definitions/Events/EventDetailView.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The detail view `EventDetailView`: one `Event`, in view and edit mode.
struct EventDetailView: View {
    @ObservedObject var object: Event
    /// Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.
    var isAdding: Bool
    /// Run when add mode's Save has validated the object, before the context is saved.
    var onSave: (Event) -> Void
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss
    @Environment(\.deleteRowControllerRow) private var deleteRowControllerRow
    @State private var editMode: EditMode = .inactive
    @State private var saveError: String?

    init(object: Event, isAdding: Bool = false, onSave: @escaping (Event) -> Void = { _ in }) {
        _object = ObservedObject(wrappedValue: object)
        self.isAdding = isAdding
        self.onSave = onSave
    }

    private var isEditing: Bool { isAdding || editMode.isEditing }

    var body: some View {
        Form {
            Section {
                // Name: SingleLineValueNoLabel, name (String?)
                if isEditing {
                    TextField("Name", text: Binding($object.name, replacingNilWith: ""))
                } else {
                    CellText(.noLabel, label: "Name", value: object.name ?? "")
                }
                // Date: SingleLineValueSmallLabel, eventDate (Date?)
                if isEditing {
                    DatePicker("Date", selection: Binding($object.eventDate, replacingNilWith: Date()), displayedComponents: [.date, .hourAndMinute])
                } else {
                    CellText(.smallLabel, label: "Date", value: object.eventDate.map { $0.formatted(date: .abbreviated, time: .shortened) } ?? "")
                }
                // Public: BooleanSwitch, publicEvent (Bool)
                Toggle("Public", isOn: $object.publicEvent)
                    .disabled(!isEditing)
                // Type: Relationship, type.name (EventType?)
                if isEditing {
                    NavigationLink {
                        ObjectChooser<EventType>(
                            title: "Edit Type", text: { $0.name ?? "" },
                            isChosen: { $0 == object.type }, choose: { object.type = $0 })
                    } label: {
                        CellText(.largeLabel, label: "Type", value: object.type.map { $0.name ?? "" } ?? "")
                    }
                } else {
                    CellText(.largeLabel, label: "Type", value: object.type.map { $0.name ?? "" } ?? "")
                }
            }
            Section("Details") {
                // Details: MultiLineValueNoLabel, details (String?)
                if isEditing {
                    TextEditor(text: Binding($object.details, replacingNilWith: ""))
                } else {
                    CellText(.noLabel, label: "Details", value: object.details ?? "", isMultiLine: true)
                }
            }
            Section {
                // Custom row: the app's view in place of DeleteRowController (CDLExportSupport.swift).
                deleteRowControllerRow.draw(object, "Delete Event")
            }
        }
        .environment(\.editMode, $editMode)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                if isAdding {
                    Button("Cancel", action: cancel)
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                if isAdding {
                    Button("Save", action: saveNewObject)
                } else {
                    Button(editMode.isEditing ? "Done" : "Edit", action: toggleEditing)
                }
            }
        }
        .alert("Validation Error", isPresented: Binding(presenting: $saveError)) {
            Button("OK") {}
        } message: {
            Text(saveError ?? "")
        }
        .onAppear {
            if isAdding {
                object.publicEvent = false
            }
        }
    }

    /// Done saves what was edited (each of CDL's edit screens validates and saves on its Save).
    private func toggleEditing() {
        if editMode.isEditing, !save() {
            return
        }
        editMode = editMode.isEditing ? .inactive : .active
    }

    /// Validates the object and saves the context; shows CDL's "Validation Error" when either fails.
    @discardableResult
    private func save() -> Bool {
        do {
            try object.validateForUpdate()
            try context.save()
            return true
        } catch {
            saveError = error.localizedDescription
            return false
        }
    }

    /// Add mode's Save: validated before anything links it (as CDL's add views do), then saved.
    private func saveNewObject() {
        do {
            try object.validateForUpdate()
            onSave(object)
            try context.save()
            dismiss()
        } catch {
            saveError = error.localizedDescription
        }
    }

    /// Add mode's Cancel: the new object is deleted.
    private func cancel() {
        context.delete(object)
        dismiss()
    }

    /// Removes objects from a to-many relationship and saves, as CDL does: they stay in the store.
    private func unlink(_ related: [NSManagedObject], from key: String, ordered: Bool) {
        for item in related {
            if ordered {
                object.mutableOrderedSetValue(forKey: key).remove(item)
            } else {
                object.mutableSetValue(forKey: key).remove(item)
            }
        }
        save()
    }
}
