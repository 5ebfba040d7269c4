// expected-error: cannot convert value of type 'Binding<EditMode>?'
// variant-of: EditModeAware.swift
// The environment's edit mode (a Binding<EditMode>?) compared with an EditMode as if it were one.
import CoreData
import SwiftUI

struct EditModeComparedDirectly: View {
    @ObservedObject var item: Item
    @Environment(\.editMode) private var editMode

    var body: some View {
        HStack {
            if editMode == .active {  // MISTAKE
                TextField("Title", text: $item.title.text)
            } else {
                Text(item.title ?? "Untitled")
            }
        }
    }
}
