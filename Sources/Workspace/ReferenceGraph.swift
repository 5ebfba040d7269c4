/// Which definitions name which, both ways, by file path: what an edit of one definition can change in
/// another is bounded by the definitions it is connected to (an entity flows from a list view to its
/// detail view, and on through "Add New" rows; a reference's kind is checked against its target).
struct ReferenceGraph {
    private var outgoing: [String: Set<String>] = [:]
    private var incoming: [String: Set<String>] = [:]

    /// Replaces the definitions `file` names.
    mutating func setReferences(of file: String, to targets: Set<String>) {
        for old in outgoing[file] ?? [] where !targets.contains(old) { incoming[old]?.remove(file) }
        for target in targets { incoming[target, default: []].insert(file) }
        outgoing[file] = targets.isEmpty ? nil : targets
    }

    /// The files named by, or naming, `file`.
    func neighbours(of file: String) -> Set<String> {
        (outgoing[file] ?? []).union(incoming[file] ?? [])
    }

    /// Every file connected to one of `files` by references in either direction, `files` included; the
    /// search goes on through `alsoLinked` (files sharing a name, which are checked against each other).
    func component(of files: Set<String>, alsoLinked: (String) -> [String] = { _ in [] }) -> Set<String> {
        var found = files
        var pending = Array(files)
        while let file = pending.popLast() {
            for next in neighbours(of: file).union(alsoLinked(file)) where found.insert(next).inserted {
                pending.append(next)
            }
        }
        return found
    }
}
