/// Key paths merged by their first components: which relationships to follow from an object, and what
/// to read from the objects they lead to. A class, so that an object read for one tree is remembered
/// by the tree's identity.
final class KeyPathTree {
    private(set) var children: [(name: String, tree: KeyPathTree)] = []

    init(_ paths: [[String]] = []) {
        for path in paths { add(path[...]) }
    }

    private func add(_ path: ArraySlice<String>) {
        guard let first = path.first else { return }
        let child: KeyPathTree
        if let known = children.first(where: { $0.name == first })?.tree {
            child = known
        } else {
            child = KeyPathTree()
            children.append((first, child))
        }
        child.add(path.dropFirst())
    }
}
