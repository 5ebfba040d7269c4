import PlistLoader

/// Follows key paths through sample objects (README, "Commands"): to-one relationships are nested dictionaries,
/// to-many ones arrays of them, ordered ones arrays of intermediates `{order, <relationship>: {…}}`.
public enum SampleKeyPath {
    /// The value at `components` from `object`, or nil where the sample has nothing.
    public static func value(at components: some Sequence<String>, in object: PlistNode) -> PlistNode? {
        var current = object
        for component in components {
            guard let next = current.dictionary?[component] else { return nil }
            current = next
        }
        return current
    }

    /// The objects of a to-many value: an array's dictionaries, or a lone dictionary.
    public static func objects(in node: PlistNode?) -> [PlistNode] {
        switch node?.value {
        case .dictionary?: [node!]
        case .array(let elements)?: elements.filter { $0.dictionary != nil }
        default: []
        }
    }

    /// Intermediate objects in their `order` (numbers, or numeric strings as OpenStep writes them);
    /// ones without an order go last, and equal orders keep the file's order.
    public static func sortedByOrder(_ intermediates: [PlistNode]) -> [PlistNode] {
        intermediates.enumerated()
            .sorted { lhs, rhs in
                let left = order(of: lhs.element) ?? .infinity, right = order(of: rhs.element) ?? .infinity
                return left != right ? left < right : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    static func order(of intermediate: PlistNode) -> Double? {
        switch intermediate.dictionary?["order"]?.value {
        case .integer(let value)?: value.double
        case .real(let value)?: value
        case .string(let text)?: Double(text)
        default: nil
        }
    }
}
