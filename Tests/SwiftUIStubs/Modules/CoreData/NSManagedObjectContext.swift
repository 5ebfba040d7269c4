/// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext
open class NSManagedObjectContext: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/concurrencytype
    public enum ConcurrencyType: UInt, Sendable {
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/init(_:)
    public convenience init(_ type: NSManagedObjectContext.ConcurrencyType) { fatalError() }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/haschanges
    open var hasChanges: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/automaticallymergeschangesfromparent
    open var automaticallyMergesChangesFromParent: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/parent
    open var parent: NSManagedObjectContext? {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()
    open func save() throws { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/rollback()
    open func rollback() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/reset()
    open func reset() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/insert(_:)
    open func insert(_ object: NSManagedObject) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)
    open func delete(_ object: NSManagedObject) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/object(with:)
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/existingobject(with:)
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/perform(_:)
    open func perform(_ block: @escaping () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/performandwait(_:)-ypye
    open func performAndWait(_ block: () -> Void) { fatalError() }
}

extension NSManagedObjectContext {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/fetch(_:)-4xeoz
    public func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/count(for:)-3r91z
    public func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int { fatalError() }
}
