// expected-error: cannot convert value of type 'Person' to expected argument type 'Item'
// variant-of: AddEventSheet.swift
// A generated to-many accessor given an object of the wrong entity.
import CoreData
import SwiftUI

struct AddToWrongRelationship: View {
    @Environment(\.managedObjectContext) private var viewContext
    @ObservedObject var event: Event

    var body: some View {
        Button("Add Item") {
            let item = Person(context: viewContext)
            event.addToItems(item)  // MISTAKE
        }
    }
}
