// A to-one relationship chosen with a Picker over the fetched categories, "None" for nil.
import CoreData
import SwiftUI

struct CategoryPicker: View {
    @ObservedObject var event: Event
    @FetchRequest(sortDescriptors: [SortDescriptor(\Category.title)])
    private var categories: FetchedResults<Category>

    var body: some View {
        Picker("Category", selection: $event.category) {
            Text("None").tag(nil as Category?)
            ForEach(categories) { category in
                Text(category.title ?? "Untitled").tag(category as Category?)
            }
        }
        .pickerStyle(.navigationLink)
    }
}
