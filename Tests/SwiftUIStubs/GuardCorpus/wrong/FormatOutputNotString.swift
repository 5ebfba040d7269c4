// expected-error: requires the types 'AttributedString' and 'String' be equivalent
// variant-of: NumericFields.swift
// TextField(value:format:) with a format style whose output is an AttributedString, not a String.
import CoreData
import SwiftUI

struct FormatOutputNotString: View {
    @ObservedObject var event: Event

    var body: some View {
        Section("Numbers") {
            TextField("Priority", value: $event.priority, format: .number.attributed)  // MISTAKE
        }
    }
}
