import PlistLoader

/// Follows a key path through the model from an entity and reports the first thing wrong with it:
/// a component that is not a property, a path going on past an attribute, a relationship of the wrong
/// cardinality, an end of the wrong type. Every diagnostic points at the key path's value.
struct KeyPathChecker: Sendable {
    var model: CoreDataModel
    /// The definition file, as diagnostics name it.
    var file: String

    /// What following a key path found.
    struct Walk {
        var diagnostics: [Diagnostic] = []
        /// The attribute the path ends in, when it ends in one and nothing was wrong on the way.
        var endAttribute: Attribute?
        /// The relationships passed through, each with the entity it belongs to.
        var relationships: [(entity: String, relationship: Relationship)] = []
    }

    /// `place` names what the key path belongs to in messages: "a Relationship row", "'sortKeyPaths'".
    func check(_ keyPath: Located<String>, from entity: String, hops: KeyPathHops, shows shown: ShownValue, place: @autoclosure () -> String)
        -> Walk
    {
        // Component by component on the path's bytes, in place: splitting it into strings cost a third of this check.
        var path = keyPath.value
        return path.withUTF8 { check($0, of: keyPath, from: entity, hops: hops, shows: shown, place: place()) }
    }

    private func check(
        _ path: UnsafeBufferPointer<UInt8>, of keyPath: Located<String>, from entity: String, hops: KeyPathHops,
        shows shown: ShownValue, place: @autoclosure () -> String
    ) -> Walk {
        var walk = Walk()
        let at = SourceLocation(file: file, position: keyPath.position)
        var current = entity
        var currentIndex = model.entityIndex(named: entity)
        var start = 0
        var index = 0
        while start <= path.count {
            let end = path[start...].firstIndex(of: UInt8(ascii: ".")) ?? path.count
            let component = UnsafeBufferPointer(rebasing: path[start..<end])
            let name = { String(decoding: component, as: UTF8.self) }
            let isLast = end == path.count
            defer {
                start = end + 1
                index += 1
            }
            guard let property = currentIndex.flatMap({ model.property(utf8: component, ofEntityAt: $0) }) else {
                let suggestion = DidYouMean.suggestion(for: name(), among: model.propertyNames(of: current))
                let fixed = suggestion.map { replacing(index, with: $0, in: Self.components(of: keyPath.value)) }
                walk.diagnostics.append(
                    .unknownAttribute(name(), of: current, in: keyPath.value, suggestion: suggestion, fixedKeyPath: fixed, at: at))
                return walk
            }
            switch property {
            case .attribute(let attribute):
                if !isLast {
                    walk.diagnostics.append(.notARelationship(name(), of: current, type: attribute.type, in: keyPath.value, at: at))
                    return walk
                }
                if let misfit = shown.misfit(attribute.type) {
                    walk.diagnostics.append(
                        .typeMismatch(misfit.severity, "'\(keyPath.value)' is a \(attribute.type.modelName): \(misfit.reason)", at: at))
                    if misfit.severity == .error { return walk }
                }
                walk.endAttribute = attribute
            case .relationship(let relationship):
                if isLast {
                    if shown != .anything {
                        walk.diagnostics.append(
                            .typeMismatch(
                                .error,
                                "'\(keyPath.value)' is a relationship, but \(place()) shows an attribute: add an attribute of '\(relationship.destinationEntity ?? name())' to the key path",
                                at: at))
                    }
                    return walk
                }
                if let problem = cardinalityProblem(relationship, of: current, hop: index, hops: hops, place: place(), at: at) {
                    walk.diagnostics.append(problem)
                    return walk
                }
                walk.relationships.append((current, relationship))
                guard let destination = relationship.destinationEntity else { return walk }
                if index == 0, hops == .orderedIntermediate,
                    let problem = orderProblem(destination, relationship: "\(current).\(name())", at: at)
                {
                    walk.diagnostics.append(problem)
                    return walk
                }
                current = destination
                currentIndex = model.entityIndex(named: destination)
            }
        }
        return walk
    }

    private func cardinalityProblem(
        _ relationship: Relationship, of entity: String, hop: Int, hops: KeyPathHops, place: @autoclosure () -> String, at location: SourceLocation
    ) -> Diagnostic? {
        let mustBeToMany = hop == 0 && (hops == .toManyFirst || hops == .orderedIntermediate)
        if mustBeToMany && !relationship.isToMany {
            let rowType: RowType = hops == .toManyFirst ? .toManyRelationship : .toManyOrderedRelationship
            return .toManyRowThroughToOne(relationship.name, of: entity, rowType: rowType, at: location)
        }
        if !mustBeToMany && relationship.isToMany && hops != .any {
            return .toOneRowThroughToMany(relationship.name, of: entity, rowType: place(), at: location)
        }
        return nil
    }

    /// An ordered row sorts the intermediate objects by their numeric `order` attribute.
    private func orderProblem(_ intermediate: String, relationship: String, at location: SourceLocation) -> Diagnostic? {
        switch model.property("order", of: intermediate) {
        case .attribute(let order) where order.type.isNumeric: nil
        case .attribute(let order): .missingOrderAttribute(intermediate: intermediate, relationship: relationship, found: order.type, at: location)
        default: .missingOrderAttribute(intermediate: intermediate, relationship: relationship, found: nil, at: location)
        }
    }

    /// `type.name` → `["type", "name"]`, split on UTF-8 bytes, for a fix-it. (`check` follows paths in place.)
    static func components(of keyPath: String) -> [String] {
        keyPath.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    private func replacing(_ index: Int, with name: String, in components: [String]) -> String {
        var fixed = Array(components)
        fixed[index] = name
        return fixed.joined(separator: ".")
    }
}
