import CoreData

/// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest
@MainActor @propertyWrapper @preconcurrency public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult> {
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/wrappedvalue
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { fatalError() }
    /// No initializer of its own: only the documented ones, below (this one takes what cannot exist).
    private init(_ never: Never) {}
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/projectedvalue
    public var projectedValue: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration> { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/configuration
    public struct Configuration {
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/configuration/sectionidentifier
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/configuration/nssortdescriptors
        public var nsSortDescriptors: [NSSortDescriptor]
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/configuration/nspredicate
        public var nsPredicate: NSPredicate?
    }
}

/// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest (Conforms To: DynamicProperty)
extension SectionedFetchRequest: DynamicProperty {}

extension SectionedFetchRequest {
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(entity:sectionidentifier:sortdescriptors:predicate:animation:)
    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(fetchrequest:sectionidentifier:animation:)
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(fetchrequest:sectionidentifier:transaction:)
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, transaction: Transaction) {
        fatalError()
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(sectionidentifier:sortdescriptors:predicate:animation:)
    /// (NSSortDescriptor)
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest/init(sectionidentifier:sortdescriptors:predicate:animation:)
    /// (SortDescriptor of the fetched class)
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/sectionedfetchresults
/// A collection of sections, each a collection of the fetched objects with the section's identifier as
/// its `id`.
@MainActor @preconcurrency
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
    RandomAccessCollection
{
    public typealias Element = SectionedFetchResults<SectionIdentifier, Result>.Section
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<SectionedFetchResults<SectionIdentifier, Result>>
    public typealias Iterator = IndexingIterator<SectionedFetchResults<SectionIdentifier, Result>>

    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/startindex
    nonisolated public var startIndex: Int { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/endindex
    nonisolated public var endIndex: Int { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/subscript(_:)
    nonisolated public subscript(position: Int) -> SectionedFetchResults<SectionIdentifier, Result>.Section { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/nspredicate
    public var nsPredicate: NSPredicate? {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/nssortdescriptors
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/sectionidentifier
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { fatalError() }
        nonmutating set { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/section
    @MainActor @preconcurrency public struct Section: Identifiable, RandomAccessCollection {
        public typealias Element = Result
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias SubSequence = Slice<SectionedFetchResults<SectionIdentifier, Result>.Section>
        public typealias Iterator = IndexingIterator<SectionedFetchResults<SectionIdentifier, Result>.Section>
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/section/id
        nonisolated public var id: SectionIdentifier { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/section/startindex
        nonisolated public var startIndex: Int { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/section/endindex
        nonisolated public var endIndex: Int { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/section/subscript(_:)
        nonisolated public subscript(position: Int) -> Result { fatalError() }
    }
}

extension SectionedFetchResults where Result: NSManagedObject {
    /// https://developer.apple.com/documentation/swiftui/sectionedfetchresults/sortdescriptors
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
}
