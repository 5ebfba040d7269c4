/// https://developer.apple.com/documentation/coredata/nsentitydescription
open class NSEntityDescription: NSObject {
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/entity(forentityname:in:)
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        fatalError()
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        fatalError()
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/name
    open var name: String? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectclassname
    open var managedObjectClassName: String! {
        get { fatalError() }
        set { fatalError() }
    }
}
