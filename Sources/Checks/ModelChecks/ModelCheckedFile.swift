import Definitions

/// A definition file as the model phase sees it: its file, its definition when the run keeps it, and
/// its first pass (nil when it has none: it did not decode, or it was validated without a model).
struct ModelCheckedFile: Sendable {
    var file: DefinitionFile
    var definition: Definition?
    var firstPass: FirstPassModelCheck?
}
