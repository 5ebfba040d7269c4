// Read-only rows: values shown with format styles in LabeledContent, HStack and Text.
import CoreData
import SwiftUI

struct FormattedValues: View {
    @ObservedObject var event: Event

    var body: some View {
        Section("Summary") {
            LabeledContent("Rating", value: event.rating, format: .number.precision(.fractionLength(2)))
            LabeledContent("Price", value: event.price?.decimalValue ?? Decimal.zero, format: .currency(code: "EUR"))
            LabeledContent("Name", value: event.name ?? "—")
            HStack {
                Text("When")
                Spacer()
                if let timestamp = event.timestamp {
                    Text(timestamp, format: .dateTime.day().month().year())
                    Text(timestamp, style: .relative)
                        .foregroundStyle(.secondary)
                } else {
                    Text("Not set").foregroundStyle(.secondary)
                }
            }
            LabeledContent("Priority") {
                Text("\(event.priority)")
                    .font(.headline)
                    .monospacedDigit()
            }
        }
    }
}
