// WidgetTypeDetailView.swift: exported by cdlgen from Definitions/Widgets/WidgetTypeDetailView.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The detail view `WidgetTypeDetailView`: one `WidgetType`, in view and edit mode.
struct WidgetTypeDetailView: View {
    @ObservedObject var object: WidgetType
    /// Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.
    var isAdding: Bool
    /// Run when add mode's Save has validated the object, before the context is saved.
    var onSave: (WidgetType) -> Void
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss
    @State private var editMode: EditMode = .inactive
    @State private var saveError: String?
    @State private var newWidgets: Widget?

    init(object: WidgetType, isAdding: Bool = false, onSave: @escaping (WidgetType) -> Void = { _ in }) {
        _object = ObservedObject(wrappedValue: object)
        self.isAdding = isAdding
        self.onSave = onSave
    }

    private var isEditing: Bool { isAdding || editMode.isEditing }

    var body: some View {
        Form {
            Section {
                // Name: SingleLineValueLargeLabel, name (String?)
                if isEditing {
                    TextField("Name", text: Binding($object.name, replacingNilWith: ""))
                } else {
                    CellText(.largeLabel, label: "Name", value: object.name ?? "")
                }
            }
            Section("Widgets") {
                // Widget: ToManyRelationship, widgets.name (NSSet?)
                ForEach(widgetsObjects) { related in
                    Text(related.name ?? "")
                }
                .onDelete { offsets in unlink(offsets.map { widgetsObjects[$0] }, from: "widgets", ordered: false) }
                if isEditing {
                    Button("Add New Widget") { newWidgets = Widget(context: context) }
                        .sheet(item: $newWidgets) { created in
                            NavigationStack {
                                WidgetAddViewFromType(object: created, isAdding: true) { saved in
                                    object.mutableSetValue(forKey: "widgets").add(saved)
                                    save()
                                }
                                .navigationTitle("Add Widget")
                            }
                        }
                    NavigationLink("Add Existing Widget") {
                        ObjectChooser<Widget>(
                            title: "Add Widget", text: { $0.name ?? "" }, isChosen: { widgetsObjects.contains($0) },
                            choose: { chosen in
                                let related = object.mutableSetValue(forKey: "widgets")
                                if related.contains(chosen) { related.remove(chosen) } else { related.add(chosen) }
                            })
                    }
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

    /// The objects of `widgets`, sorted as CDL sorts them: by the text shown.
    private var widgetsObjects: [Widget] {
        let text: (Widget) -> String = { $0.name ?? "" }
        return (object.widgets?.compactMap { $0 as? Widget } ?? []).sorted { text($0) < text($1) }
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
