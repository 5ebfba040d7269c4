/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
@objc public protocol NSFetchRequestResult: NSObjectProtocol {}

/// https://developer.apple.com/documentation/foundation/nsnumber (Conforms To: NSFetchRequestResult)
extension NSNumber: NSFetchRequestResult {}

/// https://developer.apple.com/documentation/foundation/nsdictionary (Conforms To: NSFetchRequestResult)
extension NSDictionary: NSFetchRequestResult {}
