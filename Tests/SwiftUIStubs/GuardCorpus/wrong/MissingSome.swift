// expected-error: use of protocol 'View' as a type must be written 'any View'
// variant-of: EventDetailForm.swift
// `var body: View` without `some`.
import CoreData
import SwiftUI

struct MissingSome: View {  // CONSEQUENCE
    @ObservedObject var event: Event

    var body: View {  // MISTAKE
        Form {
            Toggle("Done", isOn: $event.isDone)
        }
    }
}
