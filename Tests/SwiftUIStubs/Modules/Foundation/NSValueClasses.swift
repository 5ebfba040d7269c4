// The classes Date, UUID, URL and Data bridge to, so that an @NSManaged property of those types is
// representable in Objective-C, as it is on Apple's platforms.

/// https://developer.apple.com/documentation/foundation/nsdate
open class NSDate: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsuuid
open class NSUUID: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsurl
open class NSURL: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsdata
open class NSData: NSObject {}

/// https://developer.apple.com/documentation/foundation/date (bridges to NSDate)
extension Date: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDate { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/uuid (bridges to NSUUID)
extension UUID: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSUUID { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/url (bridges to NSURL)
extension URL: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURL { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/data (bridges to NSData)
extension Data: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { fatalError() }
}
