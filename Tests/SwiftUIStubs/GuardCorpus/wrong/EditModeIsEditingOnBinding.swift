// expected-error: 'isEditing' is a get-only property
// variant-of: EditModeAware.swift
// isEditing asked of the edit mode's binding instead of its wrapped value.
import CoreData
import SwiftUI

struct EditModeIsEditingOnBinding: View {
    @ObservedObject var item: Item
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(item.title ?? "Untitled")
            .disabled(editMode?.isEditing == true)  // MISTAKE
    }
}
