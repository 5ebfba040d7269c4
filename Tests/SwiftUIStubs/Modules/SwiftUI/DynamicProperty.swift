/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
