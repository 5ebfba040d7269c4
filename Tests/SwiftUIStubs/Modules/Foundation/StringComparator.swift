// swift-foundation on Linux has only `String.StandardComparator.lexical` (its localized comparators need
// the platform's collation); Apple's Foundation has the three.
extension String.StandardComparator {
    /// https://developer.apple.com/documentation/foundation/string/standardcomparator/localizedstandard
    public static var localizedStandard: String.StandardComparator { fatalError() }
    /// https://developer.apple.com/documentation/foundation/string/standardcomparator/localized
    public static var localized: String.StandardComparator { fatalError() }
}
