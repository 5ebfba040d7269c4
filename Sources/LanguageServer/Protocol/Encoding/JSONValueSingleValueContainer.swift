/// A single value, for ``JSONValueEncoder``: a leaf, or a value that encodes itself in the same slot.
struct JSONValueSingleValueContainer: SingleValueEncodingContainer {
    let slot: JSONValueSlot
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = .number(value) }
    mutating func encode(_ value: Float) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: Int) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: Int8) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: Int16) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: Int32) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: Int64) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: UInt) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: UInt8) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: UInt16) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: UInt32) throws { slot.value = .number(Double(value)) }
    mutating func encode(_ value: UInt64) throws { slot.value = .number(Double(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let json = value as? JSONValue {
            slot.value = json
            return
        }
        try value.encode(to: JSONValueEncoder(slot: slot, codingPath: codingPath))
    }
}
