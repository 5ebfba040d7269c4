// WidgetAddViewFromType.swift: exported by cdlgen from Definitions/Widgets/WidgetAddView-FromType.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The detail view `WidgetAddView-FromType`: one `Widget`, in view and edit mode.
struct WidgetAddViewFromType: View {
    @ObservedObject var object: Widget
    /// Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.
    var isAdding: Bool
    /// Run when add mode's Save has validated the object, before the context is saved.
    var onSave: (Widget) -> Void
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss
    @State private var editMode: EditMode = .inactive
    @State private var saveError: String?

    init(object: Widget, isAdding: Bool = false, onSave: @escaping (Widget) -> Void = { _ in }) {
        _object = ObservedObject(wrappedValue: object)
        self.isAdding = isAdding
        self.onSave = onSave
    }

    private var isEditing: Bool { isAdding || editMode.isEditing }

    var body: some View {
        Form {
            Section("New Widget") {
                // Name: SingleLineValueLargeLabel, name (String?)
                if isEditing {
                    TextField("Name", text: Binding($object.name, replacingNilWith: ""))
                } else {
                    CellText(.largeLabel, label: "Name", value: object.name ?? "")
                }
                // Released: SingleLineValueSmallLabel, releaseDate (Date?)
                if isEditing {
                    DatePicker("Released", selection: Binding($object.releaseDate, replacingNilWith: Date()), displayedComponents: [.date])
                } else {
                    CellText(.smallLabel, label: "Released", value: object.releaseDate.map { $0.formatted(date: .long, time: .omitted) } ?? "")
                }
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
