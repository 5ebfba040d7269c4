import ArgumentParser
import Previews

/// `render --state`: the edge states by their raw names (empty, long-text, 320).
extension PreviewState: ExpressibleByArgument {}
