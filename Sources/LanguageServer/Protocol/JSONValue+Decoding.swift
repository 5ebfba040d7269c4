import Foundation

extension JSONValue {
    /// The value read as a `Decodable` of the spec's: through JSON again, which for the small params of
    /// LSP's messages costs nothing worth a decoder of its own.
    func decoded<T: Decodable>(as type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// The value found by following `keys` through nested objects; nil where the path leaves them (a
    /// missing key, or a value that is no object on the way).
    func value(at keys: String...) -> JSONValue? {
        var current = self
        for key in keys {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }

    /// The number a value holds, if it is one.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
