/// An object's members, for ``JSONValueEncoder``.
struct JSONValueKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: JSONValueSlot
    var codingPath: [any CodingKey]

    private func set(_ value: JSONValue, forKey key: Key) {
        let member = JSONValueSlot()
        member.value = value
        slot.members![key.stringValue] = member
    }

    private func member(_ key: Key) -> JSONValueSlot {
        let member = JSONValueSlot()
        slot.members![key.stringValue] = member
        return member
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.number(value), forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(Double(value)), forKey: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: JSONValueEncoder(slot: member(key), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        JSONValueEncoder(slot: member(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONValueEncoder(slot: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoder(slot: member(Key(stringValue: "super")!), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONValueEncoder(slot: member(key), codingPath: codingPath + [key])
    }
}
