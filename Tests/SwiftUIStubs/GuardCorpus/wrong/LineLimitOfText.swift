// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// variant-of: RelatedObjectsByKeyValueCoding.swift
// A line limit written as text.
import CoreData
import SwiftUI

struct LineLimitOfText: View {
    @ObservedObject var event: Event

    var body: some View {
        Text(event.name ?? "").lineLimit("1")  // MISTAKE
    }
}
