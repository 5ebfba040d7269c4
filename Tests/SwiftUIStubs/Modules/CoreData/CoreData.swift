// CoreData for the type-check of exported SwiftUI code (docs/SWIFTUI-STUBS.md): declarations only, from
// Apple's documentation pages (each declaration names its page); bodies `fatalError()`, never run.
// `import CoreData` brings Foundation, as on Apple's platforms; Combine is only used (ObservableObject).

import Combine
@_exported import Foundation
