// expected-error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
// variant-of: AddEventModel.swift
// A draft written as a struct with @Published values: @Published is only for a class's properties.
import Combine

struct EventDraftValues {
    @Published var name = ""  // MISTAKE
}
