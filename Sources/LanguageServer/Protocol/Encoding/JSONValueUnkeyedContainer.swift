/// An array's elements, for ``JSONValueEncoder``.
struct JSONValueUnkeyedContainer: UnkeyedEncodingContainer {
    let slot: JSONValueSlot
    var codingPath: [any CodingKey]
    var count: Int { slot.elements!.count }

    private func append(_ value: JSONValue) {
        let element = JSONValueSlot()
        element.value = value
        slot.elements!.append(element)
    }

    private func element() -> JSONValueSlot {
        let element = JSONValueSlot()
        slot.elements!.append(element)
        return element
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.number(value)) }
    mutating func encode(_ value: Float) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { append(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { append(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { append(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { append(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { append(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { append(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { append(.number(Double(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: JSONValueEncoder(slot: element(), codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        JSONValueEncoder(slot: element(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONValueEncoder(slot: element(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoder(slot: element(), codingPath: codingPath)
    }
}
