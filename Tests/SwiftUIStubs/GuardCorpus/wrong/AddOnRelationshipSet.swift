// expected-error: value of type 'NSSet' has no member 'add'
// variant-of: RelatedObjectsByKeyValueCoding.swift
// A related object added to the relationship's own NSSet, which cannot change, rather than to its mutable set.
import CoreData
import SwiftUI

struct AddOnRelationshipSet: View {
    @ObservedObject var event: Event
    var person: Person

    var body: some View {
        Button("Add") {
            event.attendees?.add(person)  // MISTAKE
        }
    }
}
