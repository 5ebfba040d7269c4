/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// https://developer.apple.com/documentation/combine/observableobject/objectwillchange
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    final public func send() { fatalError() }
    final public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never { fatalError() }
}
