/// cdlgen's exit statuses (README, "Reading a diagnostic").
enum ExitStatus {
    static let clean: Int32 = 0
    /// Errors were found (or warnings, with `--strict`).
    static let findings: Int32 = 1
    /// Bad arguments, a missing path, an unreadable file.
    static let usageOrIOFailure: Int32 = 2
}
