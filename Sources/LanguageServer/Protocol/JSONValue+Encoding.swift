import Foundation

extension JSONValue {
    /// A result of the spec's types as the JSON a message holds: through JSON, as params are read
    /// (`decoded(as:)`); a value that is one already is taken as it is. A value that cannot be encoded
    /// (no type of the spec's is one) is null.
    init<Value: Encodable>(encoding value: Value) {
        if let json = value as? JSONValue {
            self = json
            return
        }
        guard let data = try? JSONEncoder().encode(value), let json = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            self = .null
            return
        }
        self = json
    }
}
