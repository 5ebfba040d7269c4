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
            if let previous, !isWhitespace(previous), !isWhitespace(current) {
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
        let previousIsLower = isLowercase(previous) || isDecimalDigit(previous)
        if previousIsLower && isUppercase(current) { return true }  // task|Step, text0|Field
        // The last capital of an acronym starts the next hump: URL|Field.
        return isUppercase(previous) && isUppercase(current) && next.map(isLowercase) == true
    }

    // Unicode's properties, answered without a table lookup for ASCII: names are mostly ASCII, and every
    // page's name, path and entity go through here (docs/PERFORMANCE.md, "The comments' figures").
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType == .decimal
    }
}
