// expected-error: cannot convert value of type 'Category?' to expected argument type 'Binding<SelectionValue>'
// variant-of: CategoryPicker.swift
// Picker given the relationship's value instead of its binding (`event.category`, not `$event.category`).
import CoreData
import SwiftUI

struct PickerSelectionNotABinding: View {
    @ObservedObject var event: Event
    @FetchRequest(sortDescriptors: [SortDescriptor(\Category.title)])
    private var categories: FetchedResults<Category>

    var body: some View {
        Picker("Category", selection: event.category) {  // MISTAKE
            Text("None").tag(nil as Category?)
            ForEach(categories) { category in
                Text(category.title ?? "Untitled").tag(category as Category?)
            }
        }
    }
}
