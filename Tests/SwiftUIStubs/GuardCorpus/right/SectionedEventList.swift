// Events in sections by category, with @SectionedFetchRequest, and a section index (iOS 26).
import CoreData
import SwiftUI

struct SectionedEventList: View {
    @SectionedFetchRequest(
        sectionIdentifier: \Event.category?.title,
        sortDescriptors: [SortDescriptor(\Event.category?.title), SortDescriptor(\Event.name, comparator: .localizedStandard)])
    private var sections: SectionedFetchResults<String?, Event>

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(section.id ?? "No Category") {
                    ForEach(section) { event in
                        Text(event.name ?? "Untitled")
                    }
                }
                .sectionIndexLabel(Text(String((section.id ?? "#").prefix(1))))
            }
        }
        .listSectionIndexVisibility(.visible)
    }
}
