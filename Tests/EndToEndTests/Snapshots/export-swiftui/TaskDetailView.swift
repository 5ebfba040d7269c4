// TaskDetailView.swift: exported by cdlgen from Definitions/Tasks/TaskDetailView.json. Edit freely: the export is a starting point.
import CoreData
import SwiftUI

/// The detail view `TaskDetailView`: one `Task`, in view and edit mode.
struct TaskDetailView: View {
    @ObservedObject var object: Task
    /// Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.
    var isAdding: Bool
    /// Run when add mode's Save has validated the object, before the context is saved.
    var onSave: (Task) -> Void
    @Environment(\.managedObjectContext) private var context
    @Environment(\.dismiss) private var dismiss
    @State private var editMode: EditMode = .inactive
    @State private var saveError: String?
    @State private var newSteps: TaskStep?

    init(object: Task, isAdding: Bool = false, onSave: @escaping (Task) -> Void = { _ in }) {
        _object = ObservedObject(wrappedValue: object)
        self.isAdding = isAdding
        self.onSave = onSave
    }

    private var isEditing: Bool { isAdding || editMode.isEditing }

    var body: some View {
        Form {
            Section("Task") {
                // Name: SingleLineValueNoLabel, name (String?)
                if isEditing {
                    TextField("Name", text: Binding($object.name, replacingNilWith: ""))
                } else {
                    CellText(.noLabel, label: "Name", value: object.name ?? "")
                }
                // Category: Relationship, category.name (TaskCategory?)
                if isEditing {
                    NavigationLink {
                        ObjectChooser<TaskCategory>(
                            title: "Edit Category", text: { $0.name ?? "" },
                            isChosen: { $0 == object.category }, choose: { object.category = $0 })
                    } label: {
                        CellText(.largeLabel, label: "Category", value: object.category.map { $0.name ?? "" } ?? "")
                    }
                } else {
                    CellText(.largeLabel, label: "Category", value: object.category.map { $0.name ?? "" } ?? "")
                }
                // Due: SingleLineValueSmallLabel, dueDate (Date?)
                if isEditing {
                    DatePicker("Due", selection: Binding($object.dueDate, replacingNilWith: Date()), displayedComponents: [.date, .hourAndMinute])
                } else {
                    CellText(.smallLabel, label: "Due", value: object.dueDate.map { $0.formatted(date: .complete, time: .shortened) } ?? "")
                }
                // Completed: BooleanSwitch, completed (Bool)
                Toggle("Completed", isOn: $object.completed)
                    .disabled(!isEditing)
            }
            Section("Description") {
                // Notes: MultiLineValueSmallLabel, taskDescription (String?)
                if isEditing {
                    TextEditor(text: Binding($object.taskDescription, replacingNilWith: ""))
                } else {
                    CellText(.smallLabel, label: "Notes", value: object.taskDescription ?? "", isMultiLine: true)
                }
            }
            Section("Steps") {
                // Step: ToManyRelationship, steps.name (NSSet?)
                ForEach(stepsObjects) { related in
                    Text(related.name ?? "")
                }
                .onDelete { offsets in unlink(offsets.map { stepsObjects[$0] }, from: "steps", ordered: false) }
                if isEditing {
                    Button("Add New Step") { newSteps = TaskStep(context: context) }
                        .sheet(item: $newSteps) { created in
                            NavigationStack {
                                TaskStepDetailView(object: created, isAdding: true) { saved in
                                    object.mutableSetValue(forKey: "steps").add(saved)
                                    save()
                                }
                                .navigationTitle("Add Step")
                            }
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
        .onAppear {
            if isAdding {
                object.completed = false
            }
        }
    }

    /// The objects of `steps`, sorted as CDL sorts them: by the text shown.
    private var stepsObjects: [TaskStep] {
        let text: (TaskStep) -> String = { $0.name ?? "" }
        return (object.steps?.compactMap { $0 as? TaskStep } ?? []).sorted { text($0) < text($1) }
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
