// expected-error: requires that 'Int16' conform to 'StringProtocol'
// variant-of: EventDetailForm.swift
// LabeledContent(_:value:) given a number: without a format its value must be a string.
import CoreData
import SwiftUI

struct LabeledContentNumberWithoutFormat: View {
    @ObservedObject var event: Event

    var body: some View {
        Form {
            LabeledContent("Priority", value: event.priority)  // MISTAKE
        }
    }
}
