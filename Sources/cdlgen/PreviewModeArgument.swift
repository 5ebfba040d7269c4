import ArgumentParser
import Previews

extension PreviewMode: ExpressibleByArgument {}
