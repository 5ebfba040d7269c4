// Date attributes with DatePicker: a date alone, a time alone, and a range.
import CoreData
import SwiftUI

struct DatePickerRows: View {
    @ObservedObject var event: Event
    private let calendarYear = Date.now...Date.now.addingTimeInterval(365 * 24 * 60 * 60)

    var body: some View {
        Section("Schedule") {
            DatePicker("Day", selection: $event.timestamp.date(or: .now), displayedComponents: .date)
            DatePicker("Time", selection: $event.timestamp.date(or: .now), displayedComponents: [.hourAndMinute])
            DatePicker("Within a year", selection: $event.timestamp.date(or: .now), in: calendarYear, displayedComponents: .date)
        }
    }
}
