/// A JSON value as it is being encoded: a leaf, or an object or array whose members are filled in by the
/// containers that hold this slot (a class, so that a nested container writes where its parent looks).
final class JSONValueSlot {
    var value: JSONValue = .null
    var members: [String: JSONValueSlot]?
    var elements: [JSONValueSlot]?

    var json: JSONValue {
        if let members { return .object(members.mapValues(\.json)) }
        if let elements { return .array(elements.map(\.json)) }
        return value
    }
}
