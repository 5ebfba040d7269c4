// What cdlgen's export writes for to-many rows: the related objects through key-value coding (any class,
// whatever accessors it declares), listed by object ID, and a value cut to one line.
import CoreData
import SwiftUI

struct RelatedObjectsByKeyValueCoding: View {
    @ObservedObject var event: Event

    private var attendees: [Person] {
        (event.attendees?.compactMap { $0 as? Person } ?? []).sorted { ($0.name ?? "") < ($1.name ?? "") }
    }

    var body: some View {
        Section("Attendees") {
            ForEach(attendees, id: \.objectID) { person in
                Text(person.name ?? "").lineLimit(1).foregroundStyle(.tint)
            }
            .onDelete { offsets in
                for index in offsets { event.mutableSetValue(forKey: "attendees").remove(attendees[index]) }
            }
            Button("Add") {
                if let first = attendees.first { event.mutableOrderedSetValue(forKey: "items").add(first) }
            }
        }
    }
}
