/// The keys of a project file (README, "The project file", and `sources` and `knownClasses`).
package enum ProjectFileKey: String, CaseIterable, Sendable {
    case definitions, exclude, model, samples, store, entities, customRows, locale, timeZone, rules, strict, sources, knownClasses
}
