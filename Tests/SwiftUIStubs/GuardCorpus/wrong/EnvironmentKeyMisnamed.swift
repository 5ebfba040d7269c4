// expected-error: value of type 'EnvironmentValues' has no member 'viewContext'
// variant-of: AddEventSheet.swift
// The context read from the environment under the name of NSPersistentContainer's property.
import CoreData
import SwiftUI

struct EnvironmentKeyMisnamed: View {
    @Environment(\.viewContext) private var viewContext  // MISTAKE

    var body: some View {
        Text("Events")
    }
}
