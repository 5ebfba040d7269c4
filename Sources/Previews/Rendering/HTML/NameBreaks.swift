import RowControllers

/// Where a name or a path may wrap: after a slash or an underscore, before a dot, and between
/// camel-case humps (`Task|Step|Detail|View`, `URL|Field`).
///
/// Browsers wrap only at spaces and hyphens by themselves, so a long name either overflows or, under
/// `overflow-wrap`, breaks wherever the line happens to end (`TaskStepDetailVie` / `w`). A `<wbr>` at
/// each of these places lets it wrap where a reader expects; `overflow-wrap: break-word` still breaks
/// a hump too wide for a line of its own.
enum NameBreaks {
    /// The indices of `name`'s scalars before which a `<wbr>` goes, in order: never at either end, nor
    /// beside whitespace, where a line may end anyway.
    static func indices(in name: String) -> [String.Index] {
        let scalars = name.unicodeScalars
        var indices: [String.Index] = []
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let current = scalars[index]
            let nextIndex = scalars.index(after: index)
            if let previous, !previous.properties.isWhitespace, !current.properties.isWhitespace {
                let next = nextIndex == scalars.endIndex ? nil : scalars[nextIndex]
                if breaks(between: previous, and: current, before: next) { indices.append(index) }
            }
            previous = current
            index = nextIndex
        }
        return indices
    }

    private static func breaks(between previous: Unicode.Scalar, and current: Unicode.Scalar, before next: Unicode.Scalar?) -> Bool {
        switch (previous, current) {
        case ("/", "/"), (".", "."), ("_", "_"): return false
        case ("/", _), ("_", _), (_, "."): return true
        default: break
        }
        let previousIsLower = previous.properties.isLowercase || previous.properties.numericType == .decimal
        if previousIsLower && current.properties.isUppercase { return true }  // task|Step, text0|Field
        // The last capital of an acronym starts the next hump: URL|Field.
        return previous.properties.isUppercase && current.properties.isUppercase && next?.properties.isLowercase == true
    }
}
