// A row that reads the edit mode: a Binding<EditMode>?, compared through its wrapped value.
import CoreData
import SwiftUI

struct EditModeAwareRow: View {
    @ObservedObject var item: Item
    @Environment(\.editMode) private var editMode

    private var isEditing: Bool {
        editMode?.wrappedValue.isEditing == true
    }

    var body: some View {
        HStack {
            if isEditing {
                TextField("Title", text: $item.title.text)
            } else {
                Text(item.title ?? "Untitled")
            }
            if editMode?.wrappedValue == .active {
                Image(systemName: "line.3.horizontal")
            }
        }
        .disabled(item.event == nil)
    }
}
