import PlistLoader

/// An NSKeyedArchiver file read as a property list: `$objects`, and the references (UIDs) between them.
///
/// Objects are reached only by index, one reference at a time, and never decoded as a whole graph: the
/// archives reference their owners back (a cycle is normal here), and walking them by index keeps any
/// shape of graph, hostile or not, to the few steps a reader takes. Every fault is a `model-error` at
/// the offset of the object (or value) that has it.
struct KeyedArchive {
    let file: String
    let objects: [PlistNode]
    private let top: PlistDictionary

    init(_ document: PlistDocument, file: String) throws(CoreDataModelError) {
        self.file = file
        guard let root = document.root.dictionary else {
            throw CoreDataModelLocator.error(
                "not a keyed archive: the file holds \(document.root.value.typeNameWithArticle), not a dictionary", file: file,
                position: document.root.position)
        }
        guard let objects = root["$objects"]?.array, let top = root["$top"]?.dictionary else {
            throw CoreDataModelLocator.error(
                "not a keyed archive: '$objects' or '$top' is missing", file: file, position: document.root.position)
        }
        self.objects = objects
        self.top = top
    }

    /// The object `$top` names under `key`.
    func topObject(_ key: String) throws(CoreDataModelError) -> Int {
        guard let node = top[key], let index = try reference(node) else {
            throw CoreDataModelLocator.error("the archive's '$top' has no '\(key)'", file: file, position: top[key]?.position ?? .start)
        }
        return index
    }

    /// The object a UID refers to; nil for `$null` (UID 0). Anything but a UID into `$objects` is refused.
    func reference(_ node: PlistNode) throws(CoreDataModelError) -> Int? {
        guard case .uid(let number) = node.value else {
            throw error("expected a reference to an object (a UID), found \(node.value.typeNameWithArticle)", at: node)
        }
        guard number < UInt64(objects.count) else {
            throw error("the reference {CF$UID = \(number)} is past the archive's \(objects.count) objects", at: node)
        }
        return number == 0 ? nil : Int(number)
    }

    /// The value of `key` in the object at `index`: the object a reference leads to (with its index), or
    /// the value itself when it is stored inline (booleans and small numbers are); nil when absent or `$null`.
    func value(_ key: String, of index: Int) throws(CoreDataModelError) -> (node: PlistNode, object: Int?)? {
        guard let entry = try fields(of: index)[key] else { return nil }
        guard case .uid = entry.value else { return (entry, nil) }
        return try reference(entry).map { (objects[$0], $0) }
    }

    /// The object `key` of the object at `index` refers to; nil when absent or `$null`.
    func object(_ key: String, of index: Int) throws(CoreDataModelError) -> Int? {
        guard let entry = try fields(of: index)[key] else { return nil }
        return try reference(entry)
    }

    /// The object `key` refers to, which must be there and be of `className`.
    func requiredObject(_ key: String, of index: Int, className: String) throws(CoreDataModelError) -> Int {
        guard let found = try object(key, of: index) else {
            throw error("'\(key)' is missing from \(try self.className(of: index))", at: objects[index])
        }
        try expect(found, className: className)
        return found
    }

    /// The class name of the object at `index` (`$class` → `$classname`).
    func className(of index: Int) throws(CoreDataModelError) -> String {
        guard let classEntry = try fields(of: index)["$class"], let classIndex = try reference(classEntry),
            let name = objects[classIndex].dictionary?["$classname"]?.string
        else {
            throw error("the object has no class ('$class' naming a '$classname')", at: objects[index])
        }
        return name
    }

    func expect(_ index: Int, className expected: String) throws(CoreDataModelError) {
        let found = try className(of: index)
        guard found == expected else { throw error("expected an object of class \(expected), found \(found)", at: objects[index]) }
    }

    /// A string: a plain one, or an NSString object (`NS.string`).
    func string(_ node: PlistNode) throws(CoreDataModelError) -> String {
        if let string = node.string { return string }
        if let inner = node.dictionary?["NS.string"]?.string { return inner }
        throw error("expected a string, found \(node.value.typeNameWithArticle)", at: node)
    }

    /// The entries of an NS(Mutable)Dictionary object: its keys as strings, its values as object indices
    /// (nil for `$null`).
    func dictionary(at index: Int) throws(CoreDataModelError) -> [(key: String, value: Int?, position: SourcePosition)] {
        let fields = try fields(of: index)
        guard let keys = fields["NS.keys"]?.array, let values = fields["NS.objects"]?.array, keys.count == values.count else {
            throw error("expected a dictionary ('NS.keys' and 'NS.objects' of one length)", at: objects[index])
        }
        var entries: [(key: String, value: Int?, position: SourcePosition)] = []
        entries.reserveCapacity(keys.count)
        for (key, value) in zip(keys, values) {
            guard let keyIndex = try reference(key) else { throw error("a dictionary key is $null", at: key) }
            entries.append((try string(objects[keyIndex]), try reference(value), value.position))
        }
        return entries
    }

    /// The elements of an NS(Mutable)Array or NS(Mutable)Set object, as object indices.
    func array(at index: Int) throws(CoreDataModelError) -> [Int?] {
        guard let elements = try fields(of: index)["NS.objects"]?.array else {
            throw error("expected an array ('NS.objects')", at: objects[index])
        }
        var indices: [Int?] = []
        for element in elements { indices.append(try reference(element)) }
        return indices
    }

    func error(_ message: String, at node: PlistNode) -> CoreDataModelError {
        CoreDataModelLocator.error(message, file: file, position: node.position)
    }

    private func fields(of index: Int) throws(CoreDataModelError) -> PlistDictionary {
        guard let dictionary = objects[index].dictionary else {
            throw error("expected an archived object (a dictionary), found \(objects[index].value.typeNameWithArticle)", at: objects[index])
        }
        return dictionary
    }
}
