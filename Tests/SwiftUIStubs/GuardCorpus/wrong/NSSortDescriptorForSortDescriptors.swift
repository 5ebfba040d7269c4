// expected-error: cannot convert value of type 'NSSortDescriptor' to expected element type 'SortDescriptor<Event>'
// variant-of: EventList.swift
// The fetched results' sortDescriptors (SortDescriptor<Event>) set to NSSortDescriptors, which go to
// nsSortDescriptors.
import CoreData
import SwiftUI

struct NSSortDescriptorForSortDescriptors: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Event.name)])
    private var events: FetchedResults<Event>

    var body: some View {
        List(events) { event in
            Text(event.name ?? "Untitled")
        }
        .toolbar {
            Button("Newest First") {
                events.sortDescriptors = [NSSortDescriptor(keyPath: \Event.timestamp, ascending: false)]  // MISTAKE
            }
        }
    }
}
