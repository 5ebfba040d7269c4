/// One place where a peer read a file differently from cdlgen: the path to the value (`["key"][2]`,
/// empty for the root) and each side's value, described. A whole file one side cannot read has the
/// path `file` and the error as its value.
struct PeerDifference: Equatable, CustomStringConvertible {
    var path: String
    var ours: String
    var theirs: String

    var description: String {
        "at \(path.isEmpty ? "the root" : path): cdlgen has \(ours), the peer \(theirs)"
    }
}
