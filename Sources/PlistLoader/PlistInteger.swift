/// An integer of a property list, from −(2^128 − 1) to 2^128 − 1: sign and magnitude.
///
/// Wider than any one format needs, so that every reader keeps what its format can hold: XML and JSON
/// texts may spell unsigned 128-bit values; binary property lists hold signed 128-bit integers (what
/// CoreFoundation writes above `Int64.max`). Zero is never negative, so equal values compare equal.
public struct PlistInteger: Sendable, Hashable {
    // Two halves rather than a UInt128, which would align the struct, and with it every node's value, to
    // 16 bytes: a node takes 32 bytes with them, 64 with a UInt128.
    private let low: UInt64
    private let high: UInt64
    public let isNegative: Bool

    public var magnitude: UInt128 {
        UInt128(high) << 64 | UInt128(low)
    }

    /// A zero magnitude is positive whatever `isNegative` says.
    public init(isNegative: Bool, magnitude: UInt128) {
        self.low = UInt64(truncatingIfNeeded: magnitude)
        self.high = UInt64(truncatingIfNeeded: magnitude >> 64)
        self.isNegative = isNegative && magnitude != 0
    }

    public init(_ value: Int64) {
        self.init(isNegative: value < 0, magnitude: UInt128(value.magnitude))
    }

    public init(_ value: Int128) {
        self.init(isNegative: value < 0, magnitude: value.magnitude)
    }

    /// The value when it fits in `Int64`, as nearly every integer in a definition does.
    public var int64: Int64? {
        int128.flatMap { Int64(exactly: $0) }
    }

    /// The value when it fits in `Int128`, the widest a binary property list holds.
    public var int128: Int128? {
        if isNegative {
            return magnitude <= UInt128(Int128.max) + 1 ? Int128(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return Int128(exactly: magnitude)
    }

    /// The nearest `Double`, for sorting and for formatting numbers in previews.
    public var double: Double {
        isNegative ? -Double(magnitude) : Double(magnitude)
    }
}

extension PlistInteger: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}

extension PlistInteger: Comparable {
    public static func < (lhs: PlistInteger, rhs: PlistInteger) -> Bool {
        switch (lhs.isNegative, rhs.isNegative) {
        case (true, false): true
        case (false, true): false
        case (false, false): lhs.magnitude < rhs.magnitude
        case (true, true): lhs.magnitude > rhs.magnitude
        }
    }
}

extension PlistInteger: CustomStringConvertible {
    /// Decimal, with a minus sign when negative: how every format writes it.
    public var description: String {
        (isNegative ? "-" : "") + String(magnitude)
    }
}

extension PlistInteger {
    /// Decimal digits (or hexadecimal ones when `radix` is 16) with the sign already taken off; nil when
    /// the magnitude does not fit in 128 bits.
    init?<Digits: StringProtocol>(isNegative: Bool, digits: Digits, radix: Int = 10) {
        guard let magnitude = UInt128(digits, radix: radix) else { return nil }
        self.init(isNegative: isNegative, magnitude: magnitude)
    }
}
