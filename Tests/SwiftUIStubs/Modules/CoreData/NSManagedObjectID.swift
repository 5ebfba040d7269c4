/// https://developer.apple.com/documentation/coredata/nsmanagedobjectid
open class NSManagedObjectID: NSObject, NSFetchRequestResult {
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectid/istemporaryid
    open var isTemporaryID: Bool { fatalError() }
    /// https://developer.apple.com/documentation/coredata/nsmanagedobjectid/urirepresentation()
    open func uriRepresentation() -> URL { fatalError() }
}
