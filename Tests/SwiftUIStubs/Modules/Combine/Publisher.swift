// Declarations only, from Apple's documentation pages; bodies `fatalError()`, never run.

/// https://developer.apple.com/documentation/combine/publisher
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// https://developer.apple.com/documentation/combine/publisher/receive(subscriber:)
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// https://developer.apple.com/documentation/combine/subscriber
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    /// https://developer.apple.com/documentation/combine/subscriber/receive(subscription:)
    func receive(subscription: any Subscription)
    /// https://developer.apple.com/documentation/combine/subscriber/receive(_:)
    func receive(_ input: Input) -> Subscribers.Demand
    /// https://developer.apple.com/documentation/combine/subscriber/receive(completion:)
    func receive(completion: Subscribers.Completion<Failure>)
}

/// https://developer.apple.com/documentation/combine/customcombineidentifierconvertible
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

/// https://developer.apple.com/documentation/combine/combineidentifier
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    /// https://developer.apple.com/documentation/combine/combineidentifier/init()
    public init() { fatalError() }
    public var description: String { fatalError() }
}

/// https://developer.apple.com/documentation/combine/subscription
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// https://developer.apple.com/documentation/combine/subscription/request(_:)
    func request(_ demand: Subscribers.Demand)
}

/// https://developer.apple.com/documentation/combine/cancellable
public protocol Cancellable {
    /// https://developer.apple.com/documentation/combine/cancellable/cancel()
    func cancel()
}

/// https://developer.apple.com/documentation/combine/anycancellable
final public class AnyCancellable: Cancellable, Hashable {
    /// https://developer.apple.com/documentation/combine/anycancellable (init(_:), a closure)
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public func cancel() { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// https://developer.apple.com/documentation/combine/subscribers
public enum Subscribers {
    /// https://developer.apple.com/documentation/combine/subscribers/completion
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// https://developer.apple.com/documentation/combine/subscribers/demand
    public struct Demand: Equatable, Hashable {
        /// https://developer.apple.com/documentation/combine/subscribers/demand/unlimited
        public static var unlimited: Demand { fatalError() }
        /// https://developer.apple.com/documentation/combine/subscribers/demand/none
        public static var none: Demand { fatalError() }
    }
}
