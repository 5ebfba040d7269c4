/// The objects a chooser offers, sorted as CDL sorts them, each with the text a row shows: made once a
/// run for each entity and key path (`ValueFormatter.choices(_:make:)`).
public final class PreviewChoiceList: Sendable {
    /// What makes two lists the same in a run: the entity, the key path shown, and where objects came
    /// from when the entity has none of its own.
    public let key: String
    public let values: [PreviewValue]
    /// The first object whose text is each text: the one a to-one chooser checks.
    private let firstIndexOfText: [String: Int]

    public init(key: String, values: [PreviewValue]) {
        self.key = key
        self.values = values
        var first: [String: Int] = [:]
        for (index, value) in values.enumerated() where first[value.text] == nil { first[value.text] = index }
        firstIndexOfText = first
    }

    /// The index of the first object shown as `text`.
    public func firstIndex(ofText text: String) -> Int? { firstIndexOfText[text] }
}
