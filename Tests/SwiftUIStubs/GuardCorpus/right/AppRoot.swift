// The root of the exported screens: the context put into the environment, and a link to a destination
// made beforehand.
import CoreData
import SwiftUI

struct AppRoot: View {
    let container: NSPersistentContainer

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    EventList()
                } label: {
                    Label("Events", systemImage: "calendar")
                }
                NavigationLink("Sections", destination: SectionedEventList())
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Library")
        }
        .environment(\.managedObjectContext, container.viewContext)
    }
}
