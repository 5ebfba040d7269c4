/// `CDLExportSupport.swift`: the views and bindings every exported view shares — the cell styles, the
/// object chooser, bindings that show an optional or an `NSNumber` in a control, and one environment value
/// per custom row class for the app's own view.
enum SupportFileWriter {
    static let fileName = "CDLExportSupport.swift"

    static func write(customRowClasses: [String]) -> String {
        var code = SwiftCode()
        for line in header.split(separator: "\n", omittingEmptySubsequences: false) { code.line(String(line)) }
        for className in customRowClasses {
            let key = CustomRowNames.key(of: className)
            let member = CustomRowNames.member(of: className)
            code.line()
            code.block("private struct \(key): EnvironmentKey {") {
                $0.line("static let defaultValue = CustomRow.placeholder(replacing: \(SwiftName.literal(className)))")
            }
            code.line()
            code.block("extension EnvironmentValues {") { values in
                values.documentation("The app's view in place of CDL's custom row class `\(SwiftName.commentText(className))`.")
                values.block("var \(member): CustomRow {") {
                    $0.line("get { self[\(key).self] }")
                    $0.line("set { self[\(key).self] = newValue }")
                }
            }
        }
        return code.text
    }

    private static let header = #"""
        // CDLExportSupport.swift: what the views exported by cdlgen share. Edit freely.
        import CoreData
        import SwiftUI

        /// A row's value in the cell style CDL draws it with: no label (UIKit's Default style), a large label
        /// (Value1: the label left, the value right) or a small label (Value2: a narrow label column, the value
        /// beside it).
        struct CellText: View {
            enum Style {
                case noLabel, largeLabel, smallLabel
            }

            var style: Style
            var label: String
            var value: String
            var isMultiLine: Bool

            init(_ style: Style, label: String, value: String, isMultiLine: Bool = false) {
                self.style = style
                self.label = label
                self.value = value
                self.isMultiLine = isMultiLine
            }

            var body: some View {
                switch style {
                case .noLabel:
                    Text(value).lineLimit(isMultiLine ? nil : 1)
                case .largeLabel:
                    LabeledContent(label) {
                        Text(value).lineLimit(isMultiLine ? nil : 1)
                    }
                case .smallLabel:
                    HStack(alignment: .firstTextBaseline) {
                        Text(label).font(.footnote).foregroundStyle(.tint)
                        Text(value).lineLimit(isMultiLine ? nil : 1)
                    }
                }
            }
        }

        /// A list view's cell: the text, and the detail text under it when the list view names one.
        struct ListCell: View {
            var text: String
            var detail: String?

            init(text: String, detail: String? = nil) {
                self.text = text
                self.detail = detail
            }

            var body: some View {
                VStack(alignment: .leading) {
                    Text(text)
                    if let detail {
                        Text(detail).font(.footnote).foregroundStyle(.secondary)
                    }
                }
            }
        }

        /// CDL's to-one chooser: every object of the destination, sorted by the text shown (as CDL sorts them,
        /// with `compare:`), the chosen one checked; a tap chooses. (Listed by object ID: a class the app wrote
        /// need not be `Identifiable`.)
        struct ObjectChooser<Object: NSManagedObject>: View {
            var title: String
            @Binding var selection: Object?
            var text: (Object) -> String
            @FetchRequest private var objects: FetchedResults<Object>

            init(title: String, selection: Binding<Object?>, text: @escaping (Object) -> String) {
                self.title = title
                _selection = selection
                self.text = text
                _objects = FetchRequest(entity: Object.entity(), sortDescriptors: [])
            }

            var body: some View {
                List(objects.sorted { text($0) < text($1) }, id: \.objectID) { object in
                    Button {
                        selection = object
                    } label: {
                        HStack {
                            Text(text(object))
                            Spacer()
                            if object == selection {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
                .navigationTitle(title)
            }
        }

        /// CDL's "Add Existing" and an ordered row's "Add": every object of the entity, sorted by the text shown;
        /// a tap checks or unchecks one, and Save (once one is checked) hands the checked ones to `add`. Nothing
        /// is removed here, as in CDL.
        struct AddExistingChooser<Object: NSManagedObject>: View {
            var title: String
            var text: (Object) -> String
            var add: ([Object]) -> Void
            @FetchRequest private var objects: FetchedResults<Object>
            @State private var checked: Set<NSManagedObjectID> = []
            @Environment(\.dismiss) private var dismiss

            init(title: String, text: @escaping (Object) -> String, add: @escaping ([Object]) -> Void) {
                self.title = title
                self.text = text
                self.add = add
                _objects = FetchRequest(entity: Object.entity(), sortDescriptors: [])
            }

            var body: some View {
                List(sorted, id: \.objectID) { object in
                    Button {
                        if checked.contains(object.objectID) {
                            checked.remove(object.objectID)
                        } else {
                            checked.insert(object.objectID)
                        }
                    } label: {
                        HStack {
                            Text(text(object))
                            Spacer()
                            if checked.contains(object.objectID) {
                                Image(systemName: "checkmark.circle.fill")
                            }
                        }
                    }
                }
                .navigationTitle(title)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            add(sorted.filter { checked.contains($0.objectID) })
                            dismiss()
                        }
                        .disabled(checked.isEmpty)
                    }
                }
            }

            private var sorted: [Object] { objects.sorted { text($0) < text($1) } }
        }

        /// Draws a row CDL drew with a class of the app's (`rowCustomControllerClass`). The app gives its view
        /// for each such class, e.g. `.environment(\.deleteRowControllerRow, CustomRow { object, label in … })`;
        /// until it does, the row shows its label, or the class it replaces.
        struct CustomRow {
            var draw: (NSManagedObject, String?) -> AnyView

            init<Content: View>(draw: @escaping (NSManagedObject, String?) -> Content) {
                self.draw = { object, label in AnyView(draw(object, label)) }
            }

            static func placeholder(replacing className: String) -> CustomRow {
                CustomRow { _, label in Text(label ?? className) }
            }
        }

        extension Binding {
            /// An optional property in a control that needs a value: nil reads as `replacement`; what the
            /// control writes is stored.
            init(_ source: Binding<Value?>, replacingNilWith replacement: Value) {
                self.init(get: { source.wrappedValue ?? replacement }, set: { source.wrappedValue = $0 })
            }
        }

        extension Binding where Value == Bool {
            /// Whether an optional is set: an alert shown while it is, and dismissed by clearing it.
            init<Wrapped>(presenting source: Binding<Wrapped?>) {
                self.init(get: { source.wrappedValue != nil }, set: { if !$0 { source.wrappedValue = nil } })
            }

            /// A Boolean kept in an `NSNumber` (a model without "Use Scalar Type"): nil reads as off.
            init(boolOf source: Binding<NSNumber?>) {
                self.init(get: { source.wrappedValue?.boolValue ?? false }, set: { source.wrappedValue = NSNumber(value: $0) })
            }

            /// A number as a switch, as CDL's switch sets it: on when not zero, written as 1 or 0.
            init<Number: BinaryInteger>(nonZeroOf source: Binding<Number>) {
                self.init(get: { source.wrappedValue != 0 }, set: { source.wrappedValue = $0 ? 1 : 0 })
            }
        }

        extension Binding where Value == Int64 {
            /// An integer kept in an `NSNumber`: nil reads as 0.
            init(integerOf source: Binding<NSNumber?>) {
                self.init(get: { source.wrappedValue?.int64Value ?? 0 }, set: { source.wrappedValue = NSNumber(value: $0) })
            }
        }

        extension Binding where Value == Double {
            /// A floating-point number kept in an `NSNumber`: nil reads as 0.
            init(doubleOf source: Binding<NSNumber?>) {
                self.init(get: { source.wrappedValue?.doubleValue ?? 0 }, set: { source.wrappedValue = NSNumber(value: $0) })
            }
        }

        extension Binding where Value == Decimal {
            /// A decimal kept in an `NSDecimalNumber`: nil reads as 0.
            init(decimalOf source: Binding<NSDecimalNumber?>) {
                self.init(get: { source.wrappedValue?.decimalValue ?? 0 }, set: { source.wrappedValue = NSDecimalNumber(decimal: $0) })
            }
        }
        """#
}
