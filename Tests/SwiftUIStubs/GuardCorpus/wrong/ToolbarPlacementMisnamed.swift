// expected-error: type 'ToolbarItemPlacement' has no member 'cancel'
// variant-of: AddEventSheet.swift
// A toolbar item placed at `.cancel`: the placement is `.cancellationAction`.
import SwiftUI

struct ToolbarPlacementMisnamed: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("New Event")
                .toolbar {
                    ToolbarItem(placement: .cancel) {  // MISTAKE
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}
