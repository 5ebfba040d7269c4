// expected-error: value of optional type 'Date?' must be unwrapped to a value of type 'Date'
// variant-of: FormattedValues.swift
// Text(_:format:) given an optional date attribute.
import CoreData
import SwiftUI

struct TextFormatOnOptionalDate: View {
    @ObservedObject var event: Event

    var body: some View {
        Text(event.timestamp, format: .dateTime.day().month().year())  // MISTAKE
    }
}
