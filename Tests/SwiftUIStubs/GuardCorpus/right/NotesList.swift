// Objects of a class that is not Identifiable, listed with an `id:` key path, sorted with an
// NSSortDescriptor made from a key path.
import CoreData
import SwiftUI

struct NotesList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.created, ascending: false)])
    private var notes: FetchedResults<Note>

    var body: some View {
        List {
            ForEach(notes, id: \.objectID) { note in
                VStack(alignment: .leading, spacing: 4) {
                    Text(note.text ?? "")
                    if let created = note.created {
                        Text(created, format: .dateTime.hour().minute())
                            .font(.caption)
                    }
                }
            }
        }
    }
}
