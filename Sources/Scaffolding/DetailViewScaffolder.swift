import Basics
import Checks
import CoreDataModel
import Diagnostics

/// Makes a detail-view definition for an entity of a Core Data model, as Sensible TableView made a view
/// from a class: a row for every property a row can show, ready to be trimmed and relabelled.
///
/// - The first section, titled with the entity's name, holds a row per attribute and to-one
///   relationship: inherited properties first (the root ancestor's first, as a subclass lists its
///   superclass's fields), each entity's in model order, then the non-optional ones moved before the
///   optional ones (otherwise the order stays).
/// - Each to-many relationship gets a section of its own, titled with the relationship's name, holding
///   its one row (README, "Definitions": a to-many row must be alone), labelled with the related entity's name (the
///   "Add ‹label›" rows of edit mode use it).
/// - Relationship rows show the related entity's first String attribute (own or inherited), else its
///   first number: CDL shows a relationship row's value without a formatter, and a Date raises.
/// - A to-many relationship to an entity with a numeric `order` attribute and exactly one to-one
///   relationship besides the way back is an ordered intermediate: the row is an ordered to-many row
///   through it (`manufacturingSteps.step.name`) when CDL can use it (the four relationships' cardinalities
///   and delete rules, nothing else required of a new intermediate); else a plain to-many row of the
///   intermediate objects, with a note saying why (issue 37).
/// - Numbers get no row: CDL has none that edits one (issue 37).
public struct DetailViewScaffolder: Sendable {
    public var model: CoreDataModel

    public init(model: CoreDataModel) {
        self.model = model
    }

    public func scaffold(entityNamed name: String) throws(ScaffoldError) -> DetailViewScaffold {
        guard let entity = model.entity(named: name) else {
            let names = model.entities.map(\.name)
            throw .unknownEntity(name, suggestion: DidYouMean.suggestion(for: name, among: names), entities: names)
        }
        var rows: [(row: ScaffoldRow, isOptional: Bool)] = []
        var toManySections: [ScaffoldSection] = []
        var omissions: [ScaffoldOmission] = []
        for (owner, property) in properties(of: entity.name) {
            func omit(_ reason: String) {
                omissions.append(ScaffoldOmission(entity: owner, property: property.name, reason: reason))
            }
            switch property {
            case .attribute(let attribute):
                switch ScaffoldRowChoice.choose(for: attribute) {
                case .row(let row): rows.append((row, attribute.isOptional))
                case .omitted(let reason): omit(reason)
                }
            case .relationship(let relationship):
                guard let destination = relationship.destinationEntity else {
                    omit("it has no destination entity")
                    continue
                }
                if relationship.isToMany {
                    let (choice, notOrdered) = toManyRow(for: relationship, to: destination, from: entity.name)
                    if let notOrdered {
                        omissions.append(
                            ScaffoldOmission(
                                entity: owner, property: property.name, reason: notOrdered,
                                subject: "an ordered row for \(owner).\(property.name)"))
                    }
                    switch choice {
                    case .row(let row):
                        toManySections.append(ScaffoldSection(title: ReadableLabel.from(relationship.name), rows: [row]))
                    case .omitted(let reason): omit(reason)
                    }
                } else {
                    switch toOneRow(for: relationship, to: destination) {
                    case .row(let row): rows.append((row, relationship.isOptional))
                    case .omitted(let reason): omit(reason)
                    }
                }
            }
        }
        let firstRows = rows.filter { !$0.isOptional }.map(\.row) + rows.filter(\.isOptional).map(\.row)
        let firstSection = firstRows.isEmpty ? [] : [ScaffoldSection(title: ReadableLabel.from(entity.name), rows: firstRows)]
        let sections = firstSection + toManySections
        guard !sections.isEmpty else { throw .nothingToShow(entity: entity.name, omissions: omissions) }
        return DetailViewScaffold(entity: entity.name, sections: sections, omissions: omissions)
    }

    /// The row of a to-one relationship.
    private func toOneRow(for relationship: Relationship, to destination: String) -> ScaffoldRowChoice {
        guard let shown = shownAttribute(of: destination) else {
            return .omitted("'\(destination)' has no String or number attribute to show")
        }
        return .row(
            ScaffoldRow(.relationship, label: ReadableLabel.from(relationship.name), attributeKeyPath: relationship.name + "." + shown.name)
        )
    }

    /// The row of a to-many relationship: ordered through an intermediate entity when there is one and CDL
    /// can use it; else a plain to-many row, with why it is not ordered.
    private func toManyRow(for relationship: Relationship, to destination: String, from entity: String) -> (
        ScaffoldRowChoice, notOrdered: String?
    ) {
        var notOrdered: String?
        if let (step, end) = orderedIntermediateStep(of: relationship, to: destination) {
            notOrdered = whyNotOrdered(from: entity, through: relationship, to: destination, then: step, to: end)
            if notOrdered == nil {
                guard let shown = shownAttribute(of: end) else {
                    return (
                        .omitted(
                            "'\(end)', reached through the ordered intermediate '\(destination)', has no String or number attribute to show"
                        ), nil
                    )
                }
                let keyPath = [relationship.name, step.name, shown.name].joined(separator: ".")
                return (.row(ScaffoldRow(.toManyOrderedRelationship, label: ReadableLabel.from(end), attributeKeyPath: keyPath)), nil)
            }
        }
        guard let shown = shownAttribute(of: destination) else {
            let noDisplay = "'\(destination)' has no String or number attribute to show"
            // One note: the ordered row's reason, and why no plain row either.
            return (.omitted(notOrdered.map { "\($0); and as a plain to-many row, \(noDisplay)" } ?? noDisplay), nil)
        }
        let keyPath = relationship.name + "." + shown.name
        let row = ScaffoldRow(.toManyRelationship, label: ReadableLabel.from(destination), attributeKeyPath: keyPath)
        return (.row(row), notOrdered.map { "\($0); a plain to-many row of '\(destination)' instead" })
    }

    /// Why CDL cannot show `relationship` as an ordered row through `intermediate`, nil when it can: the four
    /// relationships' cardinalities and delete rules it checks (`ordered-relationship-model`), and what its
    /// "Add" gives a new intermediate object — its order and its two relationships, nothing else required.
    private func whyNotOrdered(
        from entity: String, through relationship: Relationship, to intermediate: String, then step: Relationship, to end: String
    ) -> String? {
        let unmet = OrderedRelationshipRequirements(model: model).unmet(
            from: entity, through: relationship, to: intermediate, then: step, to: end)
        if !unmet.isEmpty { return "CDL raises for an ordered row here: " + unmet.map(\.problem).joined(separator: "; ") }
        let required = properties(of: intermediate).compactMap { _, property -> String? in
            switch property {
            case .attribute(let attribute): attribute.mustBeSet && attribute.name != "order" ? attribute.name : nil
            case .relationship(let link):
                !link.isOptional && !link.isToMany && link.name != relationship.inverseName && link.name != step.name ? link.name : nil
            }
        }
        guard !required.isEmpty else { return nil }
        let names = required.map { "'\(intermediate).\($0)'" }.joined(separator: ", ")
        return "CDL's \"Add\" makes a '\(intermediate)' with only its order and its two relationships, and \(names) "
            + (required.count == 1 ? "is" : "are") + " required"
    }

    /// When `destination` is an ordered intermediate (a numeric `order` attribute and exactly one to-one
    /// relationship other than the inverse of `relationship`): that to-one and the entity it leads to.
    private func orderedIntermediateStep(of relationship: Relationship, to destination: String) -> (Relationship, String)? {
        guard case .attribute(let order)? = model.property("order", of: destination), order.type.isNumeric else { return nil }
        let steps = properties(of: destination).compactMap { _, property -> Relationship? in
            guard case .relationship(let candidate) = property, !candidate.isToMany else { return nil }
            return candidate.name == relationship.inverseName ? nil : candidate
        }
        guard steps.count == 1, let step = steps.first, let end = step.destinationEntity else { return nil }
        return (step, end)
    }

    /// The attribute a relationship row shows of `entity`: a String named like a name (`name`, `title`,
    /// `displayName`…: Xcode lists attributes alphabetically, so the first String is often `address`),
    /// else its first String attribute; else its first number.
    func shownAttribute(of entity: String) -> Attribute? {
        let attributes = properties(of: entity).compactMap { _, property -> Attribute? in
            if case .attribute(let attribute) = property { return attribute }
            return nil
        }
        let strings = attributes.filter { $0.type == .string }
        let nameWords: Set<String> = ["name", "title"]
        return strings.first { nameWords.contains($0.name.lowercased()) }
            ?? strings.first { ReadableLabel.words(in: $0.name).last.map { nameWords.contains($0.lowercased()) } ?? false }
            ?? strings.first
            ?? attributes.first { $0.type.isNumeric }
    }

    /// Every property of the entity with the entity that declares it: the root ancestor's first, each
    /// entity's attributes then relationships in model order.
    private func properties(of entity: String) -> [(owner: String, property: EntityProperty)] {
        model.lineage(of: entity).reversed().flatMap { ancestor in
            ancestor.attributes.map { (ancestor.name, EntityProperty.attribute($0)) }
                + ancestor.relationships.map { (ancestor.name, EntityProperty.relationship($0)) }
        }
    }
}
