// expected-error: has no member 'onDelete'
// variant-of: OrderedItemsEditor.swift
// onDelete on the stack around the rows instead of on their ForEach.
import CoreData
import SwiftUI

struct OnDeleteOnVStack: View {
    @ObservedObject var event: Event

    private var items: [Item] {
        (event.items?.array as? [Item] ?? []).sorted { $0.order < $1.order }
    }

    var body: some View {
        List {
            VStack {
                ForEach(items) { item in
                    Text(item.title ?? "Untitled")
                }
            }
            .onDelete { offsets in  // MISTAKE
                offsets.map { items[$0] }.forEach(event.removeFromItems)
            }
        }
    }
}
