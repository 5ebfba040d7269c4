// Foundation for the type-check of exported SwiftUI code (docs/SWIFTUI-STUBS.md).
//
// The value types and format styles are the real ones: swift-foundation's FoundationEssentials and
// FoundationInternationalization, which the Linux toolchain ships and which Apple's Foundation is built
// from (https://github.com/swiftlang/swift-foundation). What they do not have is Foundation's
// Objective-C layer (NSObject's subclasses, bridging, `#selector`), which swift-corelibs-foundation
// only imitates without the Objective-C runtime; that layer is declared in the other files of this
// folder, from Apple's documentation pages, bodies `fatalError()`.
@_exported import FoundationEssentials
@_exported import FoundationInternationalization
@_exported import ObjectiveC
