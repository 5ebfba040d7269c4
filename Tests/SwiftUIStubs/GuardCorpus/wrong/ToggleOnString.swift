// expected-error: cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Bool>'
// variant-of: EventDetailForm.swift
// A Toggle bound to a string attribute's text instead of a Boolean attribute.
import CoreData
import SwiftUI

struct ToggleOnString: View {
    @ObservedObject var event: Event

    var body: some View {
        Form {
            Toggle("Done", isOn: $event.name.text)  // MISTAKE
        }
    }
}
