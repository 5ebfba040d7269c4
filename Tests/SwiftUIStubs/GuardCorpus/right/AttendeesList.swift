// An unordered to-many relationship (an NSSet) shown sorted, with deletion from the relationship.
import CoreData
import SwiftUI

struct AttendeesList: View {
    @ObservedObject var event: Event

    private var attendees: [Person] {
        (event.attendees as? Set<Person> ?? []).sorted { ($0.name ?? "") < ($1.name ?? "") }
    }

    var body: some View {
        Section("Attendees") {
            ForEach(attendees, id: \.objectID) { person in
                Label(person.name ?? "Unnamed", systemImage: "person")
            }
            .onDelete { offsets in
                for index in offsets {
                    event.removeFromAttendees(attendees[index])
                }
            }
            if attendees.isEmpty {
                Text("Nobody yet").foregroundStyle(.secondary)
            }
        }
    }
}
