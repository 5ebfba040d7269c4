extension AppClassIndex {
    /// What the sources say about property `name` of the class `className` — a Core Data entity's
    /// `representedClassName`: "Recipe", "MyApp.Recipe" or ".Recipe" (a module prefix is stripped; an
    /// Objective-C class name, a Swift class name or a Swift class's `@objc(Name)` matches). As
    /// `class_getProperty` looks, the class is searched first (its body, extensions, categories and the
    /// protocols they adopt), then its superclasses while the sources declare them.
    public func property(_ name: String, ofClass className: String) -> PropertyLookup {
        guard let start = entityClass(named: className) else { return .unknown }
        // The class and its superclasses of the sources, and whether they reach NSManagedObject or NSObject.
        var chain: [DeclaredClass] = []
        var reachesRoot = false
        var next: DeclaredClass? = start
        while let declared = next, !chain.contains(where: { $0.name == declared.name }) {
            chain.append(declared)
            next = nil
            if unknownAncestry.contains(declared.name) { break }
            guard let superclass = superclass(of: declared) else {
                reachesRoot = true
                break
            }
            if Self.propertyRoots.contains(superclass) {
                reachesRoot = true
                break
            }
            next = classes[superclass]
        }
        // `@objcMembers` exposes the Swift properties of the class it marks and of its subclasses.
        var exposesMembers = Array(repeating: false, count: chain.count)
        for position in chain.indices.reversed() {
            exposesMembers[position] =
                properties.objcMembersClasses.contains(chain[position].name) || (position + 1 < chain.count && exposesMembers[position + 1])
        }
        var protocolsLeaveSources = false
        for (position, declared) in chain.enumerated() {
            if let property = properties.property(name, of: declared, includingMembers: exposesMembers[position]) {
                return .declared(property)
            }
            for adopted in adoptedProtocols(of: declared) {
                if let property = properties.ofProtocols[adopted]?[name] { return .declared(property) }
                if protocolParents[adopted] == nil && !Self.protocolsWithoutProperties.contains(adopted) { protocolsLeaveSources = true }
            }
        }
        guard reachesRoot, !protocolsLeaveSources, !Self.rootProperties.contains(name) else { return .unknown }
        return .notDeclared(classLocation: start.location)
    }

    /// The class an entity's `representedClassName` names; with a module, a Swift class first.
    private func entityClass(named className: String) -> DeclaredClass? {
        let bare = className.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? className
        let byRuntimeName = classesByRuntimeName[bare].flatMap { classes[$0] }
        if className.contains(".") { return classes[bare] ?? byRuntimeName }
        return byRuntimeName ?? classes[bare]
    }

    /// The first inherited name, unless it is a protocol of the sources (then there is no superclass).
    private func superclass(of declared: DeclaredClass) -> String? {
        guard let first = declared.inherited.first, protocolParents[first] == nil else { return nil }
        return first
    }

    /// The protocols `declared` adopts (its superclass left out), and the protocols they inherit.
    private func adoptedProtocols(of declared: DeclaredClass) -> [String] {
        var pending = Array(declared.inherited.dropFirst(superclass(of: declared) == nil ? 0 : 1))
        var adopted: [String] = []
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            adopted.append(next)
            pending += protocolParents[next] ?? []
        }
        return adopted
    }

    /// The superclasses an entity's class ends in, whose own properties are `rootProperties`.
    static let propertyRoots: Set = ["NSManagedObject", "NSObject"]

    /// Properties NSObject and NSManagedObject declare themselves: found at run time, but not in the sources.
    static let rootProperties: Set = [
        "hash", "superclass", "description", "debugDescription", "managedObjectContext", "entity", "objectID", "inserted",
        "isInserted", "updated", "isUpdated", "deleted", "isDeleted", "hasChanges", "hasPersistentChangedValues", "fault",
        "isFault", "faultingState",
    ]

    /// Protocols of other frameworks that bring no property a Core Data entity's class could be asked for:
    /// Swift's own (which the Objective-C runtime does not see), Foundation's coding and copying, and
    /// NSObject (whose properties are among `rootProperties`). Any other protocol from outside the sources
    /// may declare the property, so a class adopting one is `unknown` when its own sources do not.
    static let protocolsWithoutProperties: Set = [
        "NSObject", "NSCoding", "NSSecureCoding", "NSCopying", "NSMutableCopying", "NSFetchRequestResult",
        "NSFetchedResultsControllerDelegate", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable",
        "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject",
    ]
}
