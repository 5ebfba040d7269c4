import ArgumentParser
import RowControllers
import Previews

extension PreviewMode: ExpressibleByArgument {}
