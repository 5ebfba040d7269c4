extension JSONValue {
    /// A result of the spec's types as the JSON a message holds (``JSONValueEncoder``); a value that is
    /// one already is taken as it is. A value that cannot be encoded (no type of the spec's is one) is null.
    init<Value: Encodable>(encoding value: Value) {
        self = (try? JSONValueEncoder.encode(value)) ?? .null
    }
}
