// Boolean attributes with Toggle: a scalar Bool, and an optional NSNumber (a Boolean attribute without a
// scalar type) through a binding.
import CoreData
import SwiftUI

struct ToggleRows: View {
    @ObservedObject var event: Event

    private var isFavorite: Binding<Bool> {
        Binding(
            get: { event.isFavorite?.boolValue ?? false },
            set: { event.isFavorite = NSNumber(value: $0) })
    }

    var body: some View {
        Section {
            Toggle("Done", isOn: $event.isDone)
            Toggle("Favorite", isOn: isFavorite)
            Toggle(isOn: $event.isFavorite.bool) {
                Label("Starred", systemImage: "star")
            }
        }
    }
}
