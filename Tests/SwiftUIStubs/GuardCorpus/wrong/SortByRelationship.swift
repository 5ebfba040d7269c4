// expected-error: initializer 'init(_:order:)' requires that 'Event' conform to 'Comparable'
// variant-of: ItemsOfEvent.swift
// Items sorted by their to-one relationship itself (an object, not comparable) instead of one of its
// attributes.
import CoreData
import SwiftUI

struct SortByRelationship: View {
    @FetchRequest private var items: FetchedResults<Item>

    init(event: Event) {
        _items = FetchRequest(
            sortDescriptors: [SortDescriptor(\Item.event), SortDescriptor(\Item.order)],  // MISTAKE
            predicate: NSPredicate(format: "event == %@", event))
    }

    var body: some View {
        List(items) { item in
            Text(item.title ?? "Untitled")
        }
    }
}
