// ModelClasses.swift: the model's classes as Xcode generates them, written by cdlgen export swiftui.
// Leave it out when Xcode generates them (Codegen: Class Definition).
import CoreData

/// Objects of the entity `Event`.
public class Event: NSManagedObject {
    @NSManaged public var details: String?
    @NSManaged public var eventDate: Date?
    @NSManaged public var name: String?
    @NSManaged public var publicEvent: Bool
    @NSManaged public var type: EventType?
}

/// Objects of the entity `EventType`.
public class EventType: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var events: NSSet?
}

/// Objects of the entity `ManufacturingStep`.
public class ManufacturingStep: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var widgetSteps: NSSet?
}

/// Objects of the entity `Task`.
public class Task: NSManagedObject {
    @NSManaged public var completed: Bool
    @NSManaged public var dueDate: Date?
    @NSManaged public var name: String?
    @NSManaged public var taskDescription: String?
    @NSManaged public var category: TaskCategory?
    @NSManaged public var steps: NSSet?
}

/// Objects of the entity `TaskCategory`.
public class TaskCategory: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var tasks: NSSet?
}

/// Objects of the entity `TaskStep`.
public class TaskStep: NSManagedObject {
    @NSManaged public var done: Bool
    @NSManaged public var name: String?
    @NSManaged public var task: Task?
}

/// Objects of the entity `Widget`.
public class Widget: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var releaseDate: Date?
    @NSManaged public var manufacturingSteps: NSSet?
    @NSManaged public var type: WidgetType?
}

/// Objects of the entity `WidgetManufacturingStep`.
public class WidgetManufacturingStep: NSManagedObject {
    @NSManaged public var order: Int16
    @NSManaged public var step: ManufacturingStep?
    @NSManaged public var widget: Widget?
}

/// Objects of the entity `WidgetType`.
public class WidgetType: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var widgets: NSSet?
}
