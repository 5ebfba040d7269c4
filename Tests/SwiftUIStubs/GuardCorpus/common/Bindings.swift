// What the exported app would hold besides its views: bindings that make a Core Data attribute's
// optional or boxed value the plain value a control needs. Checked with every corpus file.
import CoreData
import SwiftUI

extension Binding where Value == String? {
    /// The text of an optional string attribute: empty for nil, and nil again when emptied.
    var text: Binding<String> {
        Binding<String>(
            get: { self.wrappedValue ?? "" },
            set: { self.wrappedValue = $0.isEmpty ? nil : $0 })
    }
}

extension Binding where Value == Date? {
    /// The date of an optional date attribute, `fallback` while it is nil.
    func date(or fallback: Date) -> Binding<Date> {
        Binding<Date>(
            get: { self.wrappedValue ?? fallback },
            set: { self.wrappedValue = $0 })
    }
}

extension Binding where Value == NSNumber? {
    /// The Boolean in an optional number attribute (a Boolean attribute without a scalar type).
    var bool: Binding<Bool> {
        Binding<Bool>(
            get: { self.wrappedValue?.boolValue ?? false },
            set: { self.wrappedValue = NSNumber(value: $0) })
    }
}

extension Binding where Value == NSDecimalNumber? {
    /// The Decimal in an optional decimal attribute, zero while it is nil.
    var decimal: Binding<Decimal> {
        Binding<Decimal>(
            get: { self.wrappedValue?.decimalValue ?? 0 },
            set: { self.wrappedValue = NSDecimalNumber(decimal: $0) })
    }
}
