import PlistLoader

/// A string of a loaded tree that a fix-it may replace: a value, or a dictionary's key. Found by the
/// position a diagnostic points at, so a fix is applied only where a string or key starts.
struct FixTarget: Hashable {
    /// From the root: an array's element index or a dictionary's entry index (in file order, duplicates
    /// included), at each level.
    var steps: [Int]
    /// The key of the entry `steps` ends at, rather than its value.
    var isKey: Bool

    /// Every key, and every value that is a string, by the position it starts at. In a binary file one
    /// object may stand in several places (shared by offset): each place is listed.
    static func all(in root: PlistNode) -> [SourcePosition: [FixTarget]] {
        var found: [SourcePosition: [FixTarget]] = [:]
        var steps: [Int] = []
        collect(root, &steps, into: &found)
        return found
    }

    private static func collect(_ node: PlistNode, _ steps: inout [Int], into found: inout [SourcePosition: [FixTarget]]) {
        switch node.value {
        case .string:
            found[node.position, default: []].append(FixTarget(steps: steps, isKey: false))
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                steps.append(index)
                collect(element, &steps, into: &found)
                steps.removeLast()
            }
        case .dictionary(let dictionary):
            for (index, entry) in dictionary.entries.enumerated() {
                steps.append(index)
                found[entry.keyPosition, default: []].append(FixTarget(steps: steps, isKey: true))
                collect(entry.value, &steps, into: &found)
                steps.removeLast()
            }
        default:
            break
        }
    }

    /// The string there now (a key, or a string value); nil when the steps lead to nothing of the kind.
    func text(in root: PlistNode) -> String? {
        var node = root
        for (depth, step) in steps.enumerated() {
            switch node.value {
            case .array(let elements) where elements.indices.contains(step):
                node = elements[step]
            case .dictionary(let dictionary) where dictionary.entries.indices.contains(step):
                if isKey && depth == steps.count - 1 { return dictionary.entries[step].key }
                node = dictionary.entries[step].value
            default:
                return nil
            }
        }
        return node.string
    }

    /// Sets the key (to `value`'s string) or the value there.
    func replace(with value: PlistValue, in root: inout PlistNode) {
        replace(with: value, in: &root, from: 0)
    }

    private func replace(with value: PlistValue, in node: inout PlistNode, from depth: Int) {
        guard depth < steps.count else {
            node.value = value
            return
        }
        let step = steps[depth]
        switch node.value {
        case .array(var elements) where elements.indices.contains(step):
            node.value = .string("")  // Not a second reference: the array is changed in place.
            replace(with: value, in: &elements[step], from: depth + 1)
            node.value = .array(elements)
        case .dictionary(var dictionary) where dictionary.entries.indices.contains(step):
            node.value = .string("")
            if isKey && depth == steps.count - 1 {
                if case .string(let key) = value { dictionary.entries[step].key = key }
            } else {
                replace(with: value, in: &dictionary.entries[step].value, from: depth + 1)
            }
            node.value = .dictionary(dictionary)
        default:
            break
        }
    }
}
