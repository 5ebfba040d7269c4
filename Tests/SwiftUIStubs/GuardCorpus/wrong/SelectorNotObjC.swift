// expected-error: argument of '#selector' refers to instance method 'caseInsensitiveOrder' that is not exposed to Objective-C
// variant-of: EventListWithNSSortDescriptors.swift
// A sort descriptor's selector naming a Swift method that Objective-C cannot see.
import CoreData
import SwiftUI

extension String {
    func caseInsensitiveOrder(_ other: String) -> ComparisonResult {
        lowercased() < other.lowercased() ? .orderedAscending : .orderedDescending
    }
}

struct SelectorNotObjC: View {
    @FetchRequest(sortDescriptors: [
        NSSortDescriptor(key: "name", ascending: true, selector: #selector(String.caseInsensitiveOrder(_:)))  // MISTAKE
    ])
    private var events: FetchedResults<Event>

    var body: some View {
        List(events) { event in
            Text(event.name ?? "Untitled")
        }
    }
}
