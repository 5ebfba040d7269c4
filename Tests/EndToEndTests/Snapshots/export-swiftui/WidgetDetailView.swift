// WidgetDetailView.swift: exported by cdlgen from Definitions/Widgets/WidgetDetailView.plist. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The detail view `WidgetDetailView`: one `Widget`, in view and edit mode.
struct WidgetDetailView: View {
    @ObservedObject var object: Widget
    /// Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.
    var isAdding: Bool
    /// Run when add mode's Save has validated the object, before the context is saved.
    var onSave: (Widget) -> Void
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss
    @Environment(\.deleteRowControllerRow) private var deleteRowControllerRow
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
            Section("Widget") {
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
                // Type: Relationship, type.name (WidgetType?)
                if isEditing {
                    NavigationLink {
                        ObjectChooser<WidgetType>(
                            title: "Edit Type", text: { $0.name ?? "" },
                            isChosen: { $0 == object.type }, choose: { object.type = $0 })
                    } label: {
                        CellText(.largeLabel, label: "Type", value: object.type.map { $0.name ?? "" } ?? "")
                    }
                } else {
                    CellText(.largeLabel, label: "Type", value: object.type.map { $0.name ?? "" } ?? "")
                }
            }
            Section("Manufacturing Process") {
                // Step: ToManyOrderedRelationship, manufacturingSteps.step.name (NSSet?)
                ForEach(manufacturingStepsLinks) { link in
                    Text(link.step.map { $0.name ?? "" } ?? "")
                }
                .onDelete { offsets in unlink(offsets.map { manufacturingStepsLinks[$0] }, from: "manufacturingSteps", ordered: false) }
                .onMove { offsets, destination in
                    var reordered = manufacturingStepsLinks
                    reordered.move(fromOffsets: offsets, toOffset: destination)
                    for (index, link) in reordered.enumerated() { link.order = Int16(index) }
                    save()
                }
                if isEditing {
                    NavigationLink("Add Step") {
                        ObjectChooser<ManufacturingStep>(
                            title: "Add Step", text: { $0.name ?? "" }, isChosen: { _ in false },
                            choose: { chosen in
                                let link = WidgetManufacturingStep(context: context)
                                link.order = Int16(manufacturingStepsLinks.count)
                                link.step = chosen
                                object.mutableSetValue(forKey: "manufacturingSteps").add(link)
                                save()
                            })
                    }
                }
            }
            Section {
                // Custom row: the app's view in place of DeleteRowController (CDLExportSupport.swift).
                deleteRowControllerRow.draw(object, "Delete Widget")
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

    /// The objects of `manufacturingSteps`, in the order of their `order`, as CDL shows them.
    private var manufacturingStepsLinks: [WidgetManufacturingStep] {
        (object.manufacturingSteps?.compactMap { $0 as? WidgetManufacturingStep } ?? []).sorted { $0.order < $1.order }
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
