// expected-error: incorrect argument label in call (have '_:footer:header:'
// variant-of: NotesEditor.swift
// A Section's trailing closures in the wrong order: footer before header.
import CoreData
import SwiftUI

struct SectionClosuresOutOfOrder: View {
    @ObservedObject var event: Event

    var body: some View {
        Form {
            Section {  // MISTAKE
                TextEditor(text: $event.notes.text)
            } footer: {
                Text("\((event.notes ?? "").count) characters")
            } header: {
                Text("Notes")
            }
        }
    }
}
