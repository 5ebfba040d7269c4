// expected-error: cannot convert value 'showsAddSheet' of type 'Bool' to expected type 'Binding<Bool>'
// variant-of: EventList.swift
// sheet(isPresented:) given the state's value instead of its binding.
import SwiftUI

struct SheetWithoutBinding: View {
    @State private var showsAddSheet = false

    var body: some View {
        Button("Add") { showsAddSheet = true }
            .sheet(isPresented: showsAddSheet) {  // MISTAKE
                Text("New Event")
            }
    }
}
