// expected-error: string interpolation produces a debug description for an optional value
// variant-of: FormattedValues.swift
// An optional string interpolated into a Text's key: the compiler warns that it shows "Optional(...)",
// and warnings fail the check.
import CoreData
import SwiftUI

struct TextInterpolatingOptional: View {
    @ObservedObject var event: Event

    var body: some View {
        Text("Name: \(event.name)")  // MISTAKE
    }
}
