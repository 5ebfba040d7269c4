/// NSObject's key-value coding of to-many relationships, which Core Data answers for every managed object
/// whatever its class declares (https://developer.apple.com/documentation/objectivec/nsobject/nskeyvaluecoding).
extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject/mutablesetvalue(forkey:)
    public func mutableSetValue(forKey key: String) -> NSMutableSet { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject/mutableorderedsetvalue(forkey:)
    public func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet { fatalError() }
}
