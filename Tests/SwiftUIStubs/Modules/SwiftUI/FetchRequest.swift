import CoreData

/// https://developer.apple.com/documentation/swiftui/fetchrequest
/// Its sort descriptors are required: `[NSSortDescriptor]`, or `[SortDescriptor<Result>]` of the fetched
/// entity's own class.
@MainActor @propertyWrapper @preconcurrency public struct FetchRequest<Result: NSFetchRequestResult> {
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/wrappedvalue
    public var wrappedValue: FetchedResults<Result> { fatalError() }
    /// No initializer of its own: only the documented ones, below (this one takes what cannot exist).
    private init(_ never: Never) {}
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/projectedvalue
    public var projectedValue: Binding<FetchRequest<Result>.Configuration> { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/fetchrequest/configuration
    @MainActor @preconcurrency public struct Configuration {
        /// https://developer.apple.com/documentation/swiftui/fetchrequest/configuration/nssortdescriptors
        public var nsSortDescriptors: [NSSortDescriptor]
        /// https://developer.apple.com/documentation/swiftui/fetchrequest/configuration/nspredicate
        public var nsPredicate: NSPredicate?
    }
}

/// https://developer.apple.com/documentation/swiftui/fetchrequest (Conforms To: DynamicProperty)
extension FetchRequest: DynamicProperty {}

extension FetchRequest {
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(entity:sortdescriptors:predicate:animation:)
    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(fetchrequest:animation:)
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(fetchrequest:transaction:)
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) { fatalError() }
}

extension FetchRequest where Result: NSManagedObject {
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:)
    /// (NSSortDescriptor)
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:)
    /// (SortDescriptor of the fetched class)
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fatalError()
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// https://developer.apple.com/documentation/swiftui/fetchrequest/configuration/sortdescriptors
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/fetchedresults
@MainActor @preconcurrency public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    public typealias Element = Result
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<FetchedResults<Result>>
    public typealias Iterator = IndexingIterator<FetchedResults<Result>>

    /// https://developer.apple.com/documentation/swiftui/fetchedresults/startindex
    nonisolated public var startIndex: Int { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/fetchedresults/endindex
    nonisolated public var endIndex: Int { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/fetchedresults/subscript(_:)
    nonisolated public subscript(position: Int) -> Result { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/fetchedresults/nspredicate
    public var nsPredicate: NSPredicate? {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/fetchedresults/nssortdescriptors
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// https://developer.apple.com/documentation/swiftui/fetchedresults/sortdescriptors
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}
