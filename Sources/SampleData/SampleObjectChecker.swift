import CoreDataModel
import Diagnostics
import Foundation
import PlistLoader

/// Checks a sample file's objects against their entity in the model (README, "Commands"): each key must be an
/// attribute or relationship of the entity (`sample-unknown-key`), and each value of a type the
/// property can hold (`sample-type-mismatch`): a date an ISO 8601 string or a date, a number for a
/// number, a dictionary for a to-one relationship, an array of them for a to-many one. Strings that read
/// as the attribute's type pass (OpenStep files write every number as a string). Related objects are
/// checked against their destination entity, to any depth.
struct SampleObjectChecker {
    let model: CoreDataModel
    let file: String
    /// Reads dates as previews read them; one for all the files of a run (it remembers what it read).
    let values: SampleValueReader

    /// The findings in a file's root: one object of `entity`, or an array of them.
    func check(_ root: PlistNode, entity: String) -> [Diagnostic] {
        guard model.entity(named: entity) != nil else { return [] }
        var diagnostics: [Diagnostic] = []
        for object in SampleKeyPath.objects(in: root) { check(object, entity: entity, depth: 0, into: &diagnostics) }
        return diagnostics
    }

    /// Deep enough for any real sample; a cycle of nested objects cannot be written in a plist anyway.
    private static let maximumDepth = 64

    private func check(_ object: PlistNode, entity: String, depth: Int, into diagnostics: inout [Diagnostic]) {
        guard depth < Self.maximumDepth, let dictionary = object.dictionary else { return }
        for entry in dictionary.entries {
            guard let property = model.property(entry.key, of: entity) else {
                let suggestion = DidYouMean.suggestion(for: entry.key, among: model.propertyNames(of: entity))
                diagnostics.append(.sampleUnknownKey(entry.key, entity: entity, suggestion: suggestion, at: location(entry.keyPosition)))
                continue
            }
            switch property {
            case .attribute(let attribute):
                if let problem = problem(with: entry.value.value, for: attribute.type) {
                    diagnostics.append(.sampleTypeMismatch(entry.key, entity: entity, problem: problem, at: location(entry.value.position)))
                }
            case .relationship(let relationship):
                check(entry.value, of: relationship, key: entry.key, entity: entity, depth: depth, into: &diagnostics)
            }
        }
    }

    private func check(
        _ value: PlistNode, of relationship: Relationship, key: String, entity: String, depth: Int, into diagnostics: inout [Diagnostic]
    ) {
        let destination = relationship.destinationEntity
        if relationship.isToMany {
            guard let elements = value.array, elements.allSatisfy({ $0.dictionary != nil }) else {
                let problem = "a to-many relationship takes an array of objects, not \(value.value.typeNameWithArticle)"
                diagnostics.append(.sampleTypeMismatch(key, entity: entity, problem: problem, at: location(value.position)))
                return
            }
            if let destination { elements.forEach { check($0, entity: destination, depth: depth + 1, into: &diagnostics) } }
        } else {
            guard value.dictionary != nil else {
                let problem = "a to-one relationship takes an object (a dictionary), not \(value.value.typeNameWithArticle)"
                diagnostics.append(.sampleTypeMismatch(key, entity: entity, problem: problem, at: location(value.position)))
                return
            }
            if let destination { check(value, entity: destination, depth: depth + 1, into: &diagnostics) }
        }
    }

    /// Why `value` cannot be a value of an attribute of `type`; nil when it can.
    private func problem(with value: PlistValue, for type: AttributeType) -> String? {
        switch (type, value) {
        case (.string, .string), (.date, .date), (.binary, .data), (.boolean, .boolean):
            return nil
        case (.date, .string(let text)):
            return values.date(text) == nil
                ? "'\(text)' is not a date: write an ISO 8601 date, such as 2026-03-14 or 2026-03-14T09:30:00Z" : nil
        case (.integer16, .integer), (.integer32, .integer), (.integer64, .integer):
            return nil
        case (.integer16, .real(let number)), (.integer32, .real(let number)), (.integer64, .real(let number)):
            return number.rounded() == number
                ? nil : "\(number) is not a whole number, and \(type.modelNameWithArticle) attribute holds only those"
        case (.decimal, .integer), (.decimal, .real), (.double, .integer), (.double, .real), (.float, .integer), (.float, .real):
            return nil
        case (.boolean, .integer(let number)):
            return number.int64 == 0 || number.int64 == 1 ? nil : "\(number) is not a boolean: write true or false (YES or NO)"
        case (.boolean, .string(let text)):
            return SampleValueReader.boolean(text) == nil ? "'\(text)' is not a boolean: write true or false (YES or NO)" : nil
        case (_, .string(let text)) where type.isNumeric:
            return Double(text) == nil ? "'\(text)' is not a number" : nil
        case (.uuid, .string), (.uri, .string), (.transformable, _), (.undefined, _), (.objectID, _), (.other, _):
            return nil
        default:
            return "\(type.modelNameWithArticle) attribute cannot hold \(value.typeNameWithArticle)"
        }
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }
}
