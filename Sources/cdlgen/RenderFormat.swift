import ArgumentParser

/// What `render` draws a definition as.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case html
}
