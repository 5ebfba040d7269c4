// Number attributes edited with TextField(value:format:): an Int16, a Double and a Decimal (an
// NSDecimalNumber attribute through the shared binding).
import CoreData
import SwiftUI

struct NumericFields: View {
    @ObservedObject var event: Event

    var body: some View {
        Section("Numbers") {
            TextField("Priority", value: $event.priority, format: .number)
            TextField("Rating", value: $event.rating, format: .number.precision(.fractionLength(1)))
            TextField("Price", value: $event.price.decimal, format: .currency(code: "EUR"))
            TextField("Share", value: $event.rating, format: .percent)
        }
    }
}
