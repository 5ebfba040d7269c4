// The same list with NSSortDescriptor and an NSPredicate, as for a deployment target before iOS 15:
// a case-insensitive sort by selector, then the newest first.
import CoreData
import SwiftUI

struct OpenEventList: View {
    @FetchRequest(
        sortDescriptors: [
            NSSortDescriptor(key: "name", ascending: true, selector: #selector(NSString.localizedCaseInsensitiveCompare(_:))),
            NSSortDescriptor(keyPath: \Event.timestamp, ascending: false),
        ],
        predicate: NSPredicate(format: "isDone == NO AND priority >= %d", 1))
    private var events: FetchedResults<Event>

    var body: some View {
        List(events) { event in
            HStack {
                Text(event.name ?? "Untitled")
                Spacer()
                Text(event.priority, format: .number)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
