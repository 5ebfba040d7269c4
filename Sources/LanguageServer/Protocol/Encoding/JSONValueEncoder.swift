/// Encodes a value of the spec's types straight to a ``JSONValue``, without writing JSON and reading it
/// back: a typed result costs what building its `JSONValue` by hand cost. Numbers become `Double`s, as
/// ``JSONValue`` holds them, so the bytes written are those a `JSONValue` built by hand writes.
struct JSONValueEncoder: Encoder {
    let slot: JSONValueSlot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        if let json = value as? JSONValue { return json }
        let slot = JSONValueSlot()
        try value.encode(to: JSONValueEncoder(slot: slot))
        return slot.json
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.members == nil { slot.members = [:] }
        return KeyedEncodingContainer(JSONValueKeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.elements == nil { slot.elements = [] }
        return JSONValueUnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONValueSingleValueContainer(slot: slot, codingPath: codingPath)
    }
}
