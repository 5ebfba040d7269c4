/// cdlgen's version: what `--version` prints and what SARIF output names as the tool's.
enum CDLGenVersion {
    static let current = "0.1.0"
}
