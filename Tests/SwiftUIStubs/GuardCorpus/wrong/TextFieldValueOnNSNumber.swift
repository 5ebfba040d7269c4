// expected-error: cannot convert value of type 'Binding<NSNumber?>'
// variant-of: NumericFields.swift
// TextField(value:format:) bound to an optional NSNumber attribute with an integer format.
import CoreData
import SwiftUI

struct TextFieldValueOnNSNumber: View {
    @ObservedObject var event: Event

    var body: some View {
        TextField("Favorite", value: $event.isFavorite, format: .number)  // MISTAKE
    }
}
