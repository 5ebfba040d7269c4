// expected-error: cannot convert value of type 'String' to expected argument type 'Bool'
// variant-of: AddEventSheet.swift
// Swiping the sheet away turned off with a word rather than a Boolean.
import CoreData
import SwiftUI

struct InteractiveDismissDisabledByName: View {
    var body: some View {
        Form {
            Text("New Event")
        }
        .interactiveDismissDisabled("yes")  // MISTAKE
    }
}
