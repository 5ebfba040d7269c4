// An add screen whose draft is an ObservableObject with @Published values, owned with @StateObject.
import Combine
import CoreData
import SwiftUI

final class AddEventDraft: ObservableObject {
    @Published var name = ""
    @Published var priority: Int16 = 0

    var isValid: Bool { !name.isEmpty }

    func insert(into context: NSManagedObjectContext) throws {
        let event = Event(context: context)
        event.name = name
        event.priority = priority
        try context.save()
    }
}

struct AddEventWithDraft: View {
    @Environment(\.managedObjectContext) private var viewContext
    @StateObject private var draft = AddEventDraft()

    var body: some View {
        Form {
            TextField("Name", text: $draft.name)
            TextField("Priority", value: $draft.priority, format: .number)
            Button("Save") {
                try? draft.insert(into: viewContext)
            }
            .disabled(!draft.isValid)
        }
    }
}
