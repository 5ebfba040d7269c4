// expected-error: value of optional type 'Binding<String>?' must be unwrapped
// variant-of: OptionalStringAdapter.swift
// Binding(_:) of an optional value's binding, which is nil when the value is, passed on as a binding.
import CoreData
import SwiftUI

struct FailableBindingUnwrapped: View {
    @ObservedObject var event: Event

    var body: some View {
        TextField("Name", text: Binding($event.name))  // MISTAKE
    }
}
