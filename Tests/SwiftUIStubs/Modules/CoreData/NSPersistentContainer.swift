/// https://developer.apple.com/documentation/coredata/nspersistentcontainer
open class NSPersistentContainer: NSObject {
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/init(name:)
    public convenience init(name: String) { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/viewcontext
    open var viewContext: NSManagedObjectContext { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/newbackgroundcontext()
    open func newBackgroundContext() -> NSManagedObjectContext { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/coredata/nspersistentstoredescription
open class NSPersistentStoreDescription: NSObject {}
