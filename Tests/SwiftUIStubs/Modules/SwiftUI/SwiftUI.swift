// SwiftUI for the type-check of exported SwiftUI code (docs/SWIFTUI-STUBS.md): declarations only, from
// Apple's documentation pages (each declaration names its page; its generic signature is the page's
// "Declaration", its constraints the page's "Available when"); bodies `fatalError()`, never run.
//
// `import SwiftUI` brings Foundation, as on Apple's platforms. CoreData and Combine are used by SwiftUI's
// declarations but not re-exported: a file that names NSManagedObjectContext or ObservableObject imports
// CoreData or Combine itself.

import Combine
import CoreData
@_exported import Foundation
