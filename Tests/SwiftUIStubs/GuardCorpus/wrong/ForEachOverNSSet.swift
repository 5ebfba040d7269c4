// expected-error: generic struct 'ForEach' requires that 'NSObject' conform to 'RandomAccessCollection'
// variant-of: AttendeesList.swift
// ForEach over a to-many relationship's NSSet itself, not an array of its objects. (swiftc names NSSet's
// superclass, NSObject: neither is a RandomAccessCollection.)
import CoreData
import SwiftUI

struct ForEachOverNSSet: View {
    @ObservedObject var event: Event

    var body: some View {
        Section("Attendees") {
            if let attendees = event.attendees {
                ForEach(attendees, id: \.self) { person in  // MISTAKE
                    Text("\(person)")
                }
            }
        }
    }
}
