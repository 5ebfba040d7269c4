// expected-error: generic struct 'ObservedObject' requires that 'DraftValues' conform to 'ObservableObject'
// variant-of: AddEventModel.swift
// @ObservedObject of a value type, which is not an ObservableObject.
import SwiftUI

struct DraftValues {
    var name = ""
}

struct ObservedObjectOfStruct: View {
    @ObservedObject var draft: DraftValues  // MISTAKE

    var body: some View {
        Text(draft.name)
    }
}
