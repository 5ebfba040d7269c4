// expected-error: type 'ShapeStyle' has no member 'accent'
// variant-of: RelatedObjectsByKeyValueCoding.swift
// The tint asked for by a name SwiftUI does not have.
import CoreData
import SwiftUI

struct TintAsColorName: View {
    @ObservedObject var event: Event

    var body: some View {
        Text(event.name ?? "").foregroundStyle(.accent)  // MISTAKE
    }
}
