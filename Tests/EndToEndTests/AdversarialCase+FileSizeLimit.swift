import Foundation

/// Writes past `ulimit -f` (issue 36, item 9). The shell leaves SIGXFSZ as it is: cdlgen ignores it
/// itself, so that the write fails with EFBIG, the temporary file beside the target is removed and the
/// path is named (exit status 2), where the signal used to end the run with 153, no message and a
/// `.NAME.cdlgen-XXXX.tmp` left behind.
extension AdversarialCase {
    /// A row with a misspelt key that `--fix` corrects, after a comment that makes the file 1 KiB or more.
    static let fixableDefinition =
        "/* " + String(repeating: "padding ", count: 128) + "*/\n"
        + "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLable = Name; attributeKeyPath = name; rowLabel = Name; } ); } )\n"

    /// Forty rows: several KiB written in any format.
    static let longDefinition = "( { rowInformation = ( " + Array(repeating: I.row, count: 40).joined(separator: ", ") + " ); } )"

    static let fileSizeLimit: [AdversarialCase] = [
        AdversarialCase(
            name: "validate --fix past ulimit -f", arguments: ["validate", "--no-project", "--fix", "View.plist"], status: 2,
            expectation: .failure("cannot write View.plist: file too large"), fileSizeLimitBlocks: 1
        ) { try $0.write("View.plist", fixableDefinition) },
        AdversarialCase(
            name: "convert --in-place past ulimit -f", arguments: ["convert", "View.plist", "--to", "xml", "--in-place"], status: 2,
            expectation: .failure("cannot write View.plist: file too large"), fileSizeLimitBlocks: 1
        ) { try $0.write("View.plist", longDefinition) },
        AdversarialCase(
            name: "preview -o past ulimit -f", arguments: ["preview", "--no-project", "Definitions", "-o", "Site"], status: 2,
            expectation: .failure("cannot write Site/"), outputs: ["Site/"], fileSizeLimitBlocks: 1
        ) { try $0.write("Definitions/View.plist", longDefinition) },
        AdversarialCase(
            name: "compile -o past ulimit -f", arguments: ["compile", "--no-project", "Definitions", "--to", "xml", "-o", "Out"],
            status: 2, expectation: .failure("cannot write Out/View.plist: file too large"), outputs: ["Out/"], fileSizeLimitBlocks: 1
        ) { try $0.write("Definitions/View.plist", longDefinition) },
        AdversarialCase(
            name: "render to standard output past ulimit -f", arguments: ["render", "--no-project", "View.plist", "--format", "html"],
            status: 2, expectation: .failure("cannot write standard output: file too large"), fileSizeLimitBlocks: 1
        ) { try $0.write("View.plist", longDefinition) },
    ]
}
