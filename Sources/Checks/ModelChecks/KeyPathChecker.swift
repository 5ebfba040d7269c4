import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// Follows a key path through the model from an entity and reports the first thing wrong with it:
/// a component that is not a property, a path going on past an attribute, a relationship of the wrong
/// cardinality, an end of the wrong type. Every diagnostic points at the key path's value.
struct KeyPathChecker: Sendable {
    var model: CoreDataModel
    /// The definition file, as diagnostics name it.
    var file: String

    /// Appends what is wrong with `keyPath` to `diagnostics`, and returns the type of the attribute it ends
    /// in when it ends in one and nothing was wrong on the way. `place` names what the key path belongs to
    /// in messages: "a Relationship row", "'sortKeyPaths'".
    @discardableResult
    func check(
        _ keyPath: Located<String>, from entity: String, hops: KeyPathHops, shows shown: ShownValue, place: @autoclosure () -> String,
        into diagnostics: inout [Diagnostic]
    ) -> AttributeType? {
        check(keyPath, from: entity, at: model.entityIndex(named: entity), hops: hops, shows: shown, place: place(), into: &diagnostics)
    }

    /// As above, with the index of `entity` in the model, found once for all the rows of a view.
    func check(
        _ keyPath: Located<String>, from entity: String, at entityIndex: Int?, hops: KeyPathHops, shows shown: ShownValue,
        place: @autoclosure () -> String, into diagnostics: inout [Diagnostic]
    ) -> AttributeType? {
        // Component by component on the path's bytes, in place: splitting it into strings allocated for every
        // component (docs/PERFORMANCE.md, "The comments' figures").
        var path = keyPath.value
        return path.withUTF8 { bytes in
            follow(bytes, of: keyPath, from: entity, at: entityIndex, hops: hops, shows: shown, place: place(), into: &diagnostics)
        }
    }

    private func follow(
        _ path: UnsafeBufferPointer<UInt8>, of keyPath: Located<String>, from entity: String, at entityIndex: Int?, hops: KeyPathHops,
        shows shown: ShownValue, place: @autoclosure () -> String, into diagnostics: inout [Diagnostic]
    ) -> AttributeType? {
        let at = { SourceLocation(file: file, position: keyPath.position) }
        // The entity reached so far: its index in the model, and the relationship that led to it (its name,
        // for messages, is made only for one).
        var currentIndex = entityIndex
        var reachedThrough: Int?
        let current = { reachedThrough.flatMap { model.property(at: $0).destinationEntityName } ?? entity }
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
            guard let propertyIndex = currentIndex.flatMap({ model.propertyIndex(utf8: component, ofEntityAt: $0) }) else {
                let suggestion = DidYouMean.suggestion(for: name(), among: model.propertyNames(of: current()))
                let fixed = suggestion.map { replacing(index, with: $0, in: Self.components(of: keyPath.value)) }
                diagnostics.append(
                    .unknownAttribute(name(), of: current(), in: keyPath.value, suggestion: suggestion, fixedKeyPath: fixed, at: at()))
                return nil
            }
            switch model.step(at: propertyIndex) {
            case .attribute(let type):
                if !isLast {
                    diagnostics.append(.notARelationship(name(), of: current(), type: type, in: keyPath.value, at: at()))
                    return nil
                }
                if let misfit = shown.misfit(type) {
                    diagnostics.append(
                        .attributeMisfit(keyPath.value, type: type, reason: misfit.reason, severity: misfit.severity, at: at()))
                    if misfit.severity == .error { return nil }
                }
                return type
            case .relationship(let destination, let namesDestination, let isToMany):
                if isLast {
                    if shown != .anything {
                        let related = model.property(at: propertyIndex).destinationEntityName ?? name()
                        diagnostics.append(.keyPathEndsInRelationship(keyPath.value, place: place(), related: related, at: at()))
                    }
                    return nil
                }
                if let problem = cardinalityProblem(
                    isToMany: isToMany, of: current, named: name, hop: index, hops: hops, place: place(), at: at)
                {
                    diagnostics.append(problem)
                    return nil
                }
                guard namesDestination else { return nil }
                if index == 0, hops == .orderedIntermediate, let intermediate = model.property(at: propertyIndex).destinationEntityName,
                    let problem = orderProblem(intermediate, relationship: "\(current()).\(name())", at: at())
                {
                    diagnostics.append(problem)
                    return nil
                }
                currentIndex = destination.map(Int.init)
                reachedThrough = propertyIndex
            }
        }
        return nil
    }

    private func cardinalityProblem(
        isToMany: Bool, of entity: () -> String, named name: () -> String, hop: Int, hops: KeyPathHops, place: @autoclosure () -> String,
        at location: () -> SourceLocation
    ) -> Diagnostic? {
        let mustBeToMany = hop == 0 && (hops == .toManyFirst || hops == .orderedIntermediate)
        if mustBeToMany && !isToMany {
            let rowType: RowType = hops == .toManyFirst ? .toManyRelationship : .toManyOrderedRelationship
            return .toManyRowThroughToOne(name(), of: entity(), rowType: rowType, at: location())
        }
        if isToMany && hops == .listCell {
            return .listCellThroughToMany(name(), of: entity(), place: place(), at: location())
        }
        if !mustBeToMany && isToMany && hops != .any {
            return .toOneRowThroughToMany(name(), of: entity(), rowType: place(), at: location())
        }
        return nil
    }

    /// An ordered row sorts the intermediate objects by their numeric `order` attribute.
    private func orderProblem(_ intermediate: String, relationship: String, at location: SourceLocation) -> Diagnostic? {
        switch model.property("order", of: intermediate) {
        case .attribute(let order) where order.type.isNumeric: nil
        case .attribute(let order):
            .missingOrderAttribute(intermediate: intermediate, relationship: relationship, found: order.type, at: location)
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
