// A fetch request made in the view's initializer, for the items of one event.
import CoreData
import SwiftUI

struct ItemsOfEvent: View {
    @FetchRequest private var items: FetchedResults<Item>

    init(event: Event) {
        _items = FetchRequest(
            sortDescriptors: [SortDescriptor(\Item.order), SortDescriptor(\Item.title, order: .reverse)],
            predicate: NSPredicate(format: "event == %@", event))
    }

    var body: some View {
        List(items) { item in
            Text(item.title ?? "Untitled")
        }

    }
}
