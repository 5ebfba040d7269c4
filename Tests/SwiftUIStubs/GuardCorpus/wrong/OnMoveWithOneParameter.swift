// expected-error: contextual closure type '(IndexSet, Int) -> Void' expects 2 arguments, but 1 was used in closure body
// variant-of: OrderedItemsEditor.swift
// onMove's action written with one parameter: it takes the offsets and the destination.
import CoreData
import SwiftUI

struct OnMoveWithOneParameter: View {
    @ObservedObject var event: Event

    private var items: [Item] {
        (event.items?.array as? [Item] ?? []).sorted { $0.order < $1.order }
    }

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.title ?? "Untitled")
            }
            .onMove { source in  // MISTAKE
                var reordered = items
                reordered.move(fromOffsets: source, toOffset: 0)
            }
        }
    }
}
