/// Writes a ``PlistValue`` tree as a property-list file, for `cdlgen convert` and `cdlgen init`.
///
/// Every format keeps dictionaries in their order and writes the same value the same way every time.
/// What a format cannot hold comes back in ``PlistWriterOutput/losses`` (a date in JSON, a boolean in
/// OpenStep, …): reading the text back with ``PlistLoader`` gives the value with exactly those parts
/// changed. A value a format cannot hold at all (NaN in JSON, a control character in XML) is a
/// ``PlistWriterError``.
///
/// Writing walks the tree recursively, one call per level: the trees it writes come from the loaders,
/// whose ``PlistLimits/maxDepth`` bounds their depth, or from cdlgen itself.
public enum PlistWriter {
    /// Writes `value` as a whole file in `format`.
    public static func write(_ value: PlistValue, as format: PlistFormat) throws(PlistWriterError) -> PlistWriterOutput {
        switch format {
        case .xml: try XMLPlistWriter.write(value)
        case .json: try JSONPlistWriter.write(value)
        case .openStep: try OpenStepPlistWriter.write(value)
        case .binary: try BinaryPlistWriter.write(value)
        }
    }

    /// A string (or key) as the OpenStep writer writes it: bare when OpenStep allows, else quoted with
    /// escapes. For text that writes OpenStep by hand (rule examples).
    public static func openStepString(_ string: String) -> String {
        var text = ""
        OpenStepPlistWriter.appendString(string, to: &text)
        return text
    }
}
