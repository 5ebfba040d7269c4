// expected-error: value of optional type 'String?' must be unwrapped to a value of type 'String'
// variant-of: SectionedEventList.swift
// A section titled with an optional section identifier as it is.
import CoreData
import SwiftUI

struct SectionTitleOptional: View {
    @SectionedFetchRequest(sectionIdentifier: \Event.category?.title, sortDescriptors: [SortDescriptor(\Event.name)])
    private var sections: SectionedFetchResults<String?, Event>

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.id) {  // MISTAKE
                    ForEach(section) { event in
                        Text(event.name ?? "Untitled")
                    }
                }
            }
        }
    }
}
