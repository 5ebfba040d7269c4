// A to-many relationship edited in place: its items in their `order`, deleted and moved, the `order`
// attribute renumbered after a move.
import CoreData
import SwiftUI

struct OrderedItemsEditor: View {
    @ObservedObject var event: Event
    @Environment(\.managedObjectContext) private var viewContext

    private var items: [Item] {
        (event.items?.array as? [Item] ?? []).sorted { $0.order < $1.order }
    }

    var body: some View {
        List {
            ForEach(items) { item in
                Text(item.title ?? "Untitled")
            }
            .onDelete(perform: deleteItems)
            .onMove(perform: moveItems)
        }
        .toolbar {
            EditButton()
        }
    }

    private func deleteItems(at offsets: IndexSet) {
        let doomed = offsets.map { items[$0] }
        for item in doomed {
            event.removeFromItems(item)
            viewContext.delete(item)
        }
        try? viewContext.save()
    }

    private func moveItems(from source: IndexSet, to destination: Int) {
        var reordered = items
        reordered.move(fromOffsets: source, toOffset: destination)
        for (index, item) in reordered.enumerated() {
            item.order = Int16(index)
        }
        try? viewContext.save()
    }
}
