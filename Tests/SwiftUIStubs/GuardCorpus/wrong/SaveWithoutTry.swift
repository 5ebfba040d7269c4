// expected-error: call can throw but is not marked with 'try'
// variant-of: AddEventSheet.swift
// save() called without try in a do/catch.
import CoreData
import SwiftUI

struct SaveWithoutTry: View {
    @Environment(\.managedObjectContext) private var viewContext
    @State private var name = ""

    var body: some View {
        Button("Save", action: save)
    }

    private func save() {
        let event = Event(context: viewContext)
        event.name = name
        do {
            viewContext.save()  // MISTAKE
        } catch {
            viewContext.rollback()
        }
    }
}
