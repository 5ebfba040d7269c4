/// The properties of all the sources read, by the class or protocol whose body, extension or category
/// declares them: what ``AppClassIndex/property(_:ofClass:)`` searches. Where two files declare the same
/// one, the first (by file path) is kept, as for classes.
struct DeclaredPropertyTable: Sendable {
    /// By class name as written (a Swift extension names the Swift name, a category the Objective-C one).
    private(set) var ofClasses: [String: [String: DeclaredProperty]] = [:]
    private(set) var ofProtocols: [String: [String: DeclaredProperty]] = [:]
    /// Swift properties without `@objc`, seen only under `@objcMembers`.
    private(set) var members: [String: [String: DeclaredProperty]] = [:]
    private(set) var objcMembersClasses: Set<String> = []

    mutating func add(_ found: ClassDeclarationScanner.Found) {
        Self.add(found.classProperties, to: &ofClasses)
        Self.add(found.protocolProperties, to: &ofProtocols)
        Self.add(found.memberProperties, to: &members)
        objcMembersClasses.formUnion(found.objcMembersClasses)
    }

    private static func add(_ properties: [String: [DeclaredProperty]], to table: inout [String: [String: DeclaredProperty]]) {
        for (owner, list) in properties {
            for property in list where table[owner]?[property.name] == nil { table[owner, default: [:]][property.name] = property }
        }
    }

    /// Property `name` as `declared` itself declares it (in its body, extensions and categories, under its
    /// Swift or Objective-C name); `includingMembers`: its Swift properties without `@objc` count too.
    func property(_ name: String, of declared: DeclaredClass, includingMembers: Bool) -> DeclaredProperty? {
        for owner in [declared.name] + [declared.objectiveCName].compactMap({ $0 }) {
            if let property = ofClasses[owner]?[name] { return property }
        }
        return includingMembers ? members[declared.name]?[name] : nil
    }
}
