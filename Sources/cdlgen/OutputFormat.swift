import ArgumentParser

/// The formats `validate` can print diagnostics in.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case human
    case json
}
