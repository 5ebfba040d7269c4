// expected-error: cannot convert value of type 'NSPersistentContainer' to expected argument type 'NSManagedObjectContext'
// variant-of: AppRoot.swift
// The managed object context's environment value given the persistent container itself.
import CoreData
import SwiftUI

struct EnvironmentGivenContainer: View {
    let container: NSPersistentContainer

    var body: some View {
        NavigationStack {
            Text("Events")
        }
        .environment(\.managedObjectContext, container)  // MISTAKE
    }
}
