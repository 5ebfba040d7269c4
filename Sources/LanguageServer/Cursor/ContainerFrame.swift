/// A dictionary or array open at the scan's position: where its entry or element stands, and the keys and
/// values seen in it. Both cursor scanners (OpenStep/JSON and XML) drive it the same way.
struct ContainerFrame {
    /// Dictionaries go key → (`=`) → value → (`;`) → key; arrays use `.key` for "before an element" and
    /// `.afterValue` for "after one".
    enum Phase {
        case key, afterKey, value, afterValue
    }

    let isDictionary: Bool
    /// How the parent reaches this container; nil for a root.
    let step: DocumentPathStep?
    private(set) var phase = Phase.key
    /// Dictionary: the current entry's key, once read.
    private(set) var key: String?
    /// False when `key` is the word under the cursor (half typed): neither it nor its value is a sibling.
    private var keyIsRecorded = true
    /// Array: the current element's index.
    private(set) var index = 0
    private(set) var keys: [String] = []
    private(set) var values: [String: String] = [:]

    init(isDictionary: Bool, step: DocumentPathStep?) {
        self.isDictionary = isDictionary
        self.step = step
    }

    /// What the cursor would be typing at this point of the container.
    var role: CursorContext.Role {
        guard isDictionary else { return .element }
        return phase == .value ? .value(key: key ?? "") : .key
    }

    /// A container starts as this one's value or element: the step to it.
    mutating func openChild() -> DocumentPathStep {
        guard isDictionary else { return .index(beginElement()) }
        let step = DocumentPathStep.key(key ?? "")
        key = nil
        phase = .afterValue
        return step
    }

    /// An array's element starts; one right after another counts as a new one even without a comma.
    @discardableResult
    mutating func beginElement() -> Int {
        if phase == .afterValue { index += 1 }
        phase = .afterValue
        return index
    }

    mutating func addKey(_ newKey: String, recorded: Bool) {
        guard isDictionary else { return }
        key = newKey
        keyIsRecorded = recorded
        if recorded { keys.append(newKey) }
        phase = .afterKey
    }

    /// `value` is nil for one that has no text worth keeping (data, a container).
    mutating func addValue(_ value: String?, recorded: Bool) {
        if recorded, keyIsRecorded, let key, let value, values[key] == nil { values[key] = value }
        key = nil
        phase = .afterValue
    }

    /// `=` or `:` (or XML's `</key>`): the value comes next.
    mutating func expectValue() {
        guard isDictionary else { return }  // A stray `=` in an array.
        if key == nil {
            key = ""
            keyIsRecorded = false
        }
        phase = .value
    }

    /// `;` or `,`.
    mutating func separate() {
        if isDictionary {
            key = nil
        } else {
            index += 1
        }
        phase = .key
    }

    /// XML's `<key>`: a new entry starts, whatever came before.
    mutating func startKey() {
        guard isDictionary else { return }
        key = nil
        phase = .key
    }
}
