import Combine

/// https://developer.apple.com/documentation/coredata/nsmanagedobject
/// Conforms To (the page's list): CVarArg, CustomDebugStringConvertible, CustomStringConvertible,
/// Equatable, Hashable, NSFetchRequestResult, NSObjectProtocol, ObservableObject. Not Identifiable: Xcode's
/// generated classes declare `extension Event: Identifiable {}` themselves.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)
    public convenience init(context moc: NSManagedObjectContext) { fatalError() }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity()
    open class func entity() -> NSEntityDescription { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/fetchrequest()
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> { fatalError() }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity
    open var entity: NSEntityDescription { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext
    unowned(unsafe) open var managedObjectContext: NSManagedObjectContext? { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid
    open var objectID: NSManagedObjectID { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/isinserted
    open var isInserted: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/isupdated
    open var isUpdated: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted
    open var isDeleted: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/haschanges
    open var hasChanges: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/isfault
    open var isFault: Bool { fatalError() }

    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefrominsert()
    open func awakeFromInsert() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefromfetch()
    open func awakeFromFetch() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/willsave()
    open func willSave() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/validateforinsert()
    open func validateForInsert() throws { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/validateforupdate()
    open func validateForUpdate() throws { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/validatefordelete()
    open func validateForDelete() throws { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/value(forkey:)
    open func value(forKey key: String) -> Any? { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/setvalue(_:forkey:)
    open func setValue(_ value: Any?, forKey key: String) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/willchangevalue(forkey:)
    open func willChangeValue(forKey key: String) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobject/didchangevalue(forkey:)
    open func didChangeValue(forKey key: String) { fatalError() }
}

/// https://developer.apple.com/documentation/coredata/nsmanagedobject (Conforms To: ObservableObject)
extension NSManagedObject: ObservableObject {}
