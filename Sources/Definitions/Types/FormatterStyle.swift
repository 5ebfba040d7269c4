#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `NSDateFormatterStyle` names that `dateFormatterStyle` and `timeFormatterStyle` take.
public enum FormatterStyle: String, Sendable, CaseIterable {
    case none = "NSDateFormatterNoStyle"
    case short = "NSDateFormatterShortStyle"
    case medium = "NSDateFormatterMediumStyle"
    case long = "NSDateFormatterLongStyle"
    case full = "NSDateFormatterFullStyle"

    /// The style the UTF-8 bytes `name` spell exactly, or nil: read from a definition's bytes without
    /// making a string of them.
    public init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let base = name.baseAddress,
            let found = Self.namesAsBytes.first(where: { $0.bytes.count == name.count && memcmp($0.bytes, base, name.count) == 0 })
        else { return nil }
        self = found.style
    }

    private static let namesAsBytes = allCases.map { (bytes: Array($0.rawValue.utf8), style: $0) }
}
