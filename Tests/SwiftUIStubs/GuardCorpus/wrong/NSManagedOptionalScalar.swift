// expected-error: property cannot be marked '@NSManaged' because its type cannot be represented in Objective-C
// variant-of: ToggleRows.swift
// A generated class with an optional scalar attribute declared `Int16?`, which Objective-C cannot hold
// (Xcode writes NSNumber? for an optional number without a scalar type).
import CoreData
import SwiftUI

@objc(Reminder)
public class Reminder: NSManagedObject {}

extension Reminder {
    @NSManaged public var title: String?
    @NSManaged public var snoozeCount: Int16?  // MISTAKE
}
