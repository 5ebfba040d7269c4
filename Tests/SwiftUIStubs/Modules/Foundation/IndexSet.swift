/// https://developer.apple.com/documentation/foundation/indexset (what `onDelete` and `onMove` hand over)
public struct IndexSet: Equatable, Hashable, BidirectionalCollection, SetAlgebra, Sendable {
    /// https://developer.apple.com/documentation/foundation/indexset/index
    public struct Index: Comparable, Sendable {
        public static func < (lhs: Index, rhs: Index) -> Bool { fatalError() }
    }
    public typealias Element = Int

    /// https://developer.apple.com/documentation/foundation/indexset/init()
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/init(integer:)
    public init(integer: Int) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/init(integersin:)
    public init(integersIn range: Range<Int>) { fatalError() }

    /// https://developer.apple.com/documentation/foundation/indexset/isempty
    public var isEmpty: Bool { fatalError() }
    public var startIndex: Index { fatalError() }
    public var endIndex: Index { fatalError() }
    public subscript(index: Index) -> Int { fatalError() }
    public func index(after i: Index) -> Index { fatalError() }
    public func index(before i: Index) -> Index { fatalError() }

    /// https://developer.apple.com/documentation/foundation/indexset/contains(_:)
    public func contains(_ integer: Int) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/union(_:)
    public func union(_ other: IndexSet) -> IndexSet { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/intersection(_:)
    public func intersection(_ other: IndexSet) -> IndexSet { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/symmetricdifference(_:)
    public func symmetricDifference(_ other: IndexSet) -> IndexSet { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/insert(_:)
    @discardableResult public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/remove(_:)
    @discardableResult public mutating func remove(_ integer: Int) -> Int? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/update(with:)
    @discardableResult public mutating func update(with integer: Int) -> Int? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/formunion(_:)
    public mutating func formUnion(_ other: IndexSet) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/formintersection(_:)
    public mutating func formIntersection(_ other: IndexSet) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/indexset/formsymmetricdifference(_:)
    public mutating func formSymmetricDifference(_ other: IndexSet) { fatalError() }
}
