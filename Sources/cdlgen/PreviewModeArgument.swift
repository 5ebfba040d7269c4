import ArgumentParser
import Previews
import RowControllers

extension PreviewMode: ExpressibleByArgument {}
