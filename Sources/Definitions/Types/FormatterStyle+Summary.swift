extension FormatterStyle {
    /// What editors show about the style: the schema's `enumDescriptions` entry, word for word (a test
    /// compares them) — how it shows 31 December 2026, 15:30:32 UTC in US English, the time in brackets.
    public var summary: String {
        switch self {
        case .none: "No date (or no time)"
        case .short: "12/31/26 (3:30 PM)"
        case .medium: "Dec 31, 2026 (3:30:32 PM)"
        case .long: "December 31, 2026 (3:30:32 PM UTC)"
        case .full: "Thursday, December 31, 2026 (3:30:32 PM Coordinated Universal Time)"
        }
    }
}
