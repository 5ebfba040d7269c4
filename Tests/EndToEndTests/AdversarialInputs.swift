import CDLGenTestSupport
import Foundation

/// Building blocks of the adversarial cases' files.
enum AdversarialInputs {
    static let row = "{ rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; rowLabel = Name; }"

    /// `validate` on one path, without looking for a project file.
    static func validate(_ path: String, _ options: [String] = []) -> [String] {
        ["validate", "--no-project"] + options + [path]
    }

    /// An XML property list around `body`, which starts on line 3.
    static func xml(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    /// A detail view in XML whose section has `value` at the key `sectionTitle`, on line 3 from column 37.
    static func xmlSectionTitle(_ value: String) -> String {
        xml("<array><dict><key>sectionTitle</key>\(value)<key>rowInformation</key><array/></dict></array>")
    }

    /// A detail view in JSON whose section has `value` as its title, from line 1 column 19.
    static func jsonSectionTitle(_ value: String) -> String {
        "[{\"sectionTitle\": \(value), \"rowInformation\": []}]"
    }

    /// A detail view whose one row's add-new view is `reference`.
    static func addView(_ reference: String) -> String {
        "( { rowInformation = ( { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Widgets; attributeKeyPath = widgets.name; "
            + "showAddNewObject = YES; addNewObjectPropertyListFile = \"\(reference)\"; } ); } )"
    }

    /// A list view whose detail view is `reference`.
    static func listView(_ reference: String) -> String {
        "{ entityName = Widget; sortKeyPaths = (name); cellTextLabelKeyPath = name; detailViewPropertyListFile = \"\(reference)\"; }"
    }

    /// A clean definition of one row.
    static let cleanDefinition = "( { rowInformation = ( \(row) ); } )"

    /// The first `fraction` of the sample app's file at `path`.
    static func truncated(_ path: String, at fraction: Double) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: CDLGenProcess.packageRoot.appendingPathComponent(path)))
        return Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
    }

    /// A binary detail view: one section titled "Rows" holding one row.
    static var binaryDefinition: [UInt8] {
        binaryDetailView(title: BinaryPlistBuilder.ascii("Rows"), withRow: true)
    }

    /// A binary file whose section title is the object `title` (marker and contents), with no rows.
    static func binarySectionTitle(_ title: [UInt8]) -> [UInt8] {
        binaryDetailView(title: title, withRow: false)
    }

    /// A binary detail view of one section titled by the object `title`, holding one Single Line row
    /// that shows `name`, or no row.
    private static func binaryDetailView(title: [UInt8], withRow: Bool) -> [UInt8] {
        var file = BinaryPlistBuilder()
        file.objects = [
            file.array([1]),
            file.dictionary(keys: [2, 3], values: [4, 5]),
            BinaryPlistBuilder.ascii("sectionTitle"),
            BinaryPlistBuilder.ascii("rowInformation"),
            title,
            file.array(withRow ? [6] : []),
        ]
        if withRow {
            file.objects += [
                file.dictionary(keys: [7, 8, 11], values: [9, 10, 12]),
                BinaryPlistBuilder.ascii("rowType"),
                BinaryPlistBuilder.ascii("attributeKeyPath"),
                BinaryPlistBuilder.ascii("CDLTableRowTypeSingleLineValueNoLabel"),
                BinaryPlistBuilder.ascii("name"),
                BinaryPlistBuilder.ascii("rowLabel"),
                BinaryPlistBuilder.ascii("Name"),
            ]
        }
        return file.bytes
    }

    /// `depth` arrays, each the only element of the one before.
    static func binaryNesting(_ depth: Int) -> [UInt8] {
        var file = BinaryPlistBuilder(referenceSize: 4)
        file.objects.reserveCapacity(depth)
        for index in 0..<depth - 1 { file.add(file.array([index + 1])) }
        file.add(file.array([]))
        return file.bytes
    }

    /// `levels` arrays, each holding the next twice: 2^levels paths to the one string at the bottom.
    static func binaryDoubling(_ levels: Int) -> [UInt8] {
        var file = BinaryPlistBuilder()
        for index in 0..<levels { file.add(file.array([index + 1, index + 1])) }
        file.add(BinaryPlistBuilder.ascii("x"))
        return file.bytes
    }

    /// `count` rows in one section, in OpenStep: 72 bytes a row.
    @Sendable static func rows(_ count: Int) -> String {
        let row = "{rowType=CDLTableRowTypeSingleLineValueNoLabel;attributeKeyPath=name; rowLabel = Name;},\n"
        return "({sectionTitle=Rows;rowInformation=(\n" + String(repeating: row, count: count) + ");})\n"
    }
}
