// expected-error: cannot convert value of type 'Binding<String?>' to expected argument type 'Binding<String>'
// variant-of: EventDetailForm.swift
// TextField(text:) given an optional string attribute's binding (Binding<String?>) as it is.
import CoreData
import SwiftUI

struct OptionalStringBinding: View {
    @ObservedObject var event: Event

    var body: some View {
        Form {
            TextField("Name", text: $event.name)  // MISTAKE
        }
    }
}
