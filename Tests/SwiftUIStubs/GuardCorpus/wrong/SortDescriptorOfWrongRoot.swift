// expected-error: cannot convert value of type 'KeyPath<Person, String?>' to expected argument type 'KeyPath<Event, Optional<String>>'
// variant-of: EventList.swift
// The events sorted again by a key path of another entity's class. (The same mistake in the
// @FetchRequest attribute fails too, but swiftc 6.3 then says only "failed to produce diagnostic for
// expression": docs/SWIFTUI-STUBS.md.)
import CoreData
import SwiftUI

struct SortDescriptorOfWrongRoot: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Event.name, comparator: .localizedStandard)])
    private var events: FetchedResults<Event>

    var body: some View {
        List(events) { event in
            Text(event.name ?? "Untitled")
        }
        .toolbar {
            Button("By Attendee") {
                events.sortDescriptors = [SortDescriptor(\Person.name, comparator: .localizedStandard)]  // MISTAKE
            }
        }
    }
}
