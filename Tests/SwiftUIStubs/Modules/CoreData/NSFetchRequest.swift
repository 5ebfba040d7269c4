/// https://developer.apple.com/documentation/coredata/nspersistentstorerequest
open class NSPersistentStoreRequest: NSObject {}

/// https://developer.apple.com/documentation/coredata/nsfetchrequest
/// (`class NSFetchRequest<ResultType> where ResultType : NSFetchRequestResult`)
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSPersistentStoreRequest {
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/init(entityname:)
    public convenience init(entityName: String) { fatalError() }

    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/entity
    open var entity: NSEntityDescription? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/entityname
    open var entityName: String? { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/predicate
    open var predicate: NSPredicate? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/sortdescriptors
    open var sortDescriptors: [NSSortDescriptor]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/fetchlimit
    open var fetchLimit: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsfetchrequest/execute()
    open func execute() throws -> [ResultType] { fatalError() }
}
