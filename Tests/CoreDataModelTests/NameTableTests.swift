import Testing

@testable import CoreDataModel

/// The model's name lookups: by bytes, the first value of a name kept, any number of names.
@Suite struct NameTableTests {
    @Test func findsEachNameByItsStringAndItsBytes() {
        let names = (0..<500).map { "property\($0)" }
        let table = NameTable(names.enumerated().map { ($1, $0) })
        #expect(table.count == 500)
        for (index, name) in names.enumerated() {
            #expect(table.value(for: name) == index)
            #expect(Array(name.utf8).withUnsafeBufferPointer { table.value(forUTF8: $0) } == index)
        }
        for missing in ["", "property", "property500", "Property1", "property1 "] {
            #expect(table.value(for: missing) == nil, "\(missing)")
        }
    }

    @Test func theFirstValueOfANameIsKept() {
        let table = NameTable([("name", 1), ("other", 2), ("name", 3)])
        #expect(table.count == 2)
        #expect(table.value(for: "name") == 1)
    }

    @Test func namesCompareByteForByte() {
        // Equal as Swift strings (canonically equivalent), different names to Core Data.
        let table = NameTable([("caf\u{E9}", 1)])
        #expect(table.value(for: "caf\u{E9}") == 1)
        #expect(table.value(for: "cafe\u{301}") == nil)
        #expect(NameTable([(String, Int)]()).value(for: "") == nil)
    }
}
