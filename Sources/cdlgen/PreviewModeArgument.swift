import ArgumentParser
import RowControllers

extension PreviewMode: ExpressibleByArgument {}
