/// https://developer.apple.com/documentation/foundation/nserror
open class NSError: NSObject, Error {
    /// https://developer.apple.com/documentation/foundation/nserror/init(domain:code:userinfo:)
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nserror/domain
    open var domain: String { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nserror/code
    open var code: Int { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nserror/userinfo
    open var userInfo: [String: Any] { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nserror/localizeddescription
    open var localizedDescription: String { fatalError() }
}

extension Error {
    /// https://developer.apple.com/documentation/swift/error/localizeddescription
    public var localizedDescription: String { fatalError() }
}
