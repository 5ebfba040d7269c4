// expected-error: missing argument for parameter 'sortDescriptors' in call
// variant-of: EventList.swift
// @FetchRequest with a predicate and no sort descriptors.
import CoreData
import SwiftUI

struct FetchRequestWithoutSortDescriptors: View {
    @FetchRequest(predicate: NSPredicate(format: "isDone == NO"), animation: .default)  // MISTAKE
    private var events: FetchedResults<Event>

    var body: some View {
        List(events) { event in
            Text(event.name ?? "Untitled")
        }
    }
}
