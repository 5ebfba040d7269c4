// The managed object classes the guard corpus's views use, as Xcode's "Class Definition" code generation
// writes them (Event+CoreDataClass.swift and Event+CoreDataProperties.swift, one entity after another).
// Checked together with every file of right/ and with each file of wrong/ (docs/SWIFTUI-STUBS.md).
import CoreData
import Foundation

@objc(Event)
public class Event: NSManagedObject {}

extension Event {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Event> {
        return NSFetchRequest<Event>(entityName: "Event")
    }

    @NSManaged public var id: UUID?
    @NSManaged public var name: String?
    @NSManaged public var notes: String?
    @NSManaged public var timestamp: Date?
    @NSManaged public var isDone: Bool
    @NSManaged public var isFavorite: NSNumber?
    @NSManaged public var priority: Int16
    @NSManaged public var rating: Double
    @NSManaged public var price: NSDecimalNumber?
    @NSManaged public var order: Int16
    @NSManaged public var attendees: NSSet?
    @NSManaged public var items: NSOrderedSet?
    @NSManaged public var category: Category?
}

// MARK: Generated accessors for attendees
extension Event {
    @objc(addAttendeesObject:)
    @NSManaged public func addToAttendees(_ value: Person)

    @objc(removeAttendeesObject:)
    @NSManaged public func removeFromAttendees(_ value: Person)

    @objc(addAttendees:)
    @NSManaged public func addToAttendees(_ values: NSSet)

    @objc(removeAttendees:)
    @NSManaged public func removeFromAttendees(_ values: NSSet)
}

// MARK: Generated accessors for items
extension Event {
    @objc(insertObject:inItemsAtIndex:)
    @NSManaged public func insertIntoItems(_ value: Item, at idx: Int)

    @objc(removeObjectFromItemsAtIndex:)
    @NSManaged public func removeFromItems(at idx: Int)

    @objc(addItemsObject:)
    @NSManaged public func addToItems(_ value: Item)

    @objc(removeItemsObject:)
    @NSManaged public func removeFromItems(_ value: Item)
}

extension Event: Identifiable {}

@objc(Person)
public class Person: NSManagedObject {}

extension Person {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Person> {
        return NSFetchRequest<Person>(entityName: "Person")
    }

    @NSManaged public var name: String?
    @NSManaged public var events: NSSet?
}

extension Person: Identifiable {}

@objc(Category)
public class Category: NSManagedObject {}

extension Category {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Category> {
        return NSFetchRequest<Category>(entityName: "Category")
    }

    @NSManaged public var title: String?
    @NSManaged public var events: NSSet?
}

extension Category: Identifiable {}

@objc(Item)
public class Item: NSManagedObject {}

extension Item {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        return NSFetchRequest<Item>(entityName: "Item")
    }

    @NSManaged public var title: String?
    @NSManaged public var order: Int16
    @NSManaged public var event: Event?
}

extension Item: Identifiable {}

// An entity whose class was generated before Xcode added `Identifiable` to the generated extension: a
// ForEach over its objects needs `id:`.
@objc(Note)
public class Note: NSManagedObject {}

extension Note {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {
        return NSFetchRequest<Note>(entityName: "Note")
    }

    @NSManaged public var text: String?
    @NSManaged public var created: Date?
}
