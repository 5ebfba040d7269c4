// expected-error: cannot convert value of type 'Binding<Date>' to expected argument type 'Binding<String>'
// variant-of: AddEventSheet.swift
// TextField(text:) given a date's binding: a date attribute needs a DatePicker.
import SwiftUI

struct TextFieldOnDate: View {
    @State private var timestamp = Date.now

    var body: some View {
        Form {
            TextField("When", text: $timestamp)  // MISTAKE
        }
    }
}
