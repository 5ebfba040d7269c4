// expected-error: cannot convert value of type 'Binding<Date?>' to expected argument type 'Binding<Date>'
// variant-of: DatePickerRows.swift
// DatePicker given an optional date attribute's binding (Binding<Date?>) as it is.
import CoreData
import SwiftUI

struct DatePickerOnOptionalDate: View {
    @ObservedObject var event: Event

    var body: some View {
        Section("Schedule") {
            DatePicker("Day", selection: $event.timestamp, displayedComponents: .date)  // MISTAKE
        }
    }
}
