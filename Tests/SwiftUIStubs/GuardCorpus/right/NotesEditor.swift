// A long text attribute with TextEditor, in a section with a header and a footer.
import CoreData
import SwiftUI

struct NotesEditor: View {
    @ObservedObject var event: Event

    var body: some View {
        Form {
            Section {
                TextEditor(text: $event.notes.text)
            } header: {
                Text("Notes")
            } footer: {
                Text("\((event.notes ?? "").count) characters")
            }
        }
    }
}
