// expected-error: invalid conversion from throwing function of type '() throws -> ()' to non-throwing function type '@MainActor () -> Void'
// variant-of: AddEventModel.swift
// A Button whose action throws: the action is a non-throwing closure.
import CoreData
import SwiftUI

struct ThrowingButtonAction: View {
    @Environment(\.managedObjectContext) private var viewContext

    var body: some View {
        Button("Save") {  // MISTAKE
            try viewContext.save()
        }
    }
}
