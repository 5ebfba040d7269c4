/// The keys of a class's entry in the project file's `customRows`.
package enum CustomRowKey: String, CaseIterable, Sendable {
    case title, style, keys
}
