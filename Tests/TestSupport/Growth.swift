/// How the cost of some work grows with the size of its input, checked without a clock threshold: the
/// cost at `factor` × the size over the cost at the size. Linear work gives about `factor` (less, when a
/// fixed start-up is part of the cost); quadratic work gives `factor`². A bound of twice the factor lies
/// between, far from both: a busy machine slows each measure by a part, not by a factor of eight.
public struct Growth: CustomStringConvertible, Sendable {
    public let size: Int
    public let factor: Int
    /// The cost of the size, and of `factor` × the size (each the least of its attempts).
    public let small: Double, large: Double

    public var ratio: Double { large / max(small, .leastNonzeroMagnitude) }
    /// Twice the factor: 16 for the usual 8.
    public var bound: Double { Double(2 * factor) }
    public var isLinear: Bool { ratio <= bound }

    public var description: String {
        "cost \(small) at \(size), \(large) at \(factor) × \(size): \(ratio)× (at most \(bound)×)"
    }

    /// Measures `cost` at `size` and at `factor` × `size`; when the ratio is over the bound, once more
    /// each, keeping the lesser cost: load from elsewhere only ever adds to a cost, never takes from it.
    public static func measure(
        from size: Int, factor: Int = 8, _ cost: (_ size: Int) throws -> Double
    ) rethrows -> Growth {
        var small = try cost(size), large = try cost(size * factor)
        if large / max(small, .leastNonzeroMagnitude) > Double(2 * factor) {
            small = min(small, try cost(size))
            large = min(large, try cost(size * factor))
        }
        return Growth(size: size, factor: factor, small: small, large: large)
    }
}
