// expected-error: requires that 'FetchedResults<Note>.Element' (aka 'Note') conform to 'Identifiable'
// variant-of: NotesList.swift
// ForEach without `id:` over objects of a class that is not Identifiable.
import CoreData
import SwiftUI

struct ForEachWithoutIdentifiable: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.created, ascending: false)])
    private var notes: FetchedResults<Note>

    var body: some View {
        List {
            ForEach(notes) { note in  // MISTAKE
                Text(note.text ?? "")
            }
        }
    }
}
