/// Something a written file does not keep: a value that ``PlistLoader`` would read back as a different
/// value. `cdlgen convert` warns about each one.
public struct PlistWriterLoss: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// JSON and OpenStep have no dates: written as an ISO-8601 string, `2026-01-10T09:30:00Z`.
        case dateWrittenAsString
        /// JSON has no data: written as a base64 string.
        case dataWrittenAsBase64String
        /// OpenStep has no booleans: written as the string `YES` or `NO`, which CoreDataLibrary (and
        /// cdlgen) read as a boolean wherever a definition expects one.
        case booleanWrittenAsString
        /// OpenStep has no numbers: written as a string, `42` or `0.5`.
        case numberWrittenAsString
        /// Every format writes dates to the second; the fraction of a second was dropped.
        case fractionOfSecondDropped
        /// The key appears again later in the same dictionary; as every reader takes the last value,
        /// only that one is written.
        case duplicateKeyDropped
        /// JSON and OpenStep have no UIDs: written as the dictionary `{"CF$UID": n}`, which only XML and
        /// binary readers take back as a UID.
        case uidWrittenAsDictionary
    }

    public var kind: Kind
    public var path: PlistPath
    /// Where the value (for a dropped duplicate, its key) was in the file it was read from; nil for the
    /// root, which a ``PlistValue`` does not carry a position for.
    public var position: SourcePosition?

    public init(_ kind: Kind, at path: PlistPath, position: SourcePosition?) {
        self.kind = kind
        self.path = path
        self.position = position
    }

    /// What was lost, for a warning: "the date at [0].created is written as an ISO-8601 string".
    public var message: String {
        switch kind {
        case .dateWrittenAsString: "the date at \(path) is written as an ISO-8601 string"
        case .dataWrittenAsBase64String: "the data at \(path) is written as a base64 string"
        case .booleanWrittenAsString: "the boolean at \(path) is written as the string YES or NO"
        case .numberWrittenAsString: "the number at \(path) is written as a string"
        case .fractionOfSecondDropped: "the date at \(path) loses its fraction of a second"
        case .duplicateKeyDropped: "an earlier value of the duplicate key at \(path) is left out; the last one is written"
        case .uidWrittenAsDictionary: "the UID at \(path) is written as the dictionary {CF$UID = n}"
        }
    }
}
