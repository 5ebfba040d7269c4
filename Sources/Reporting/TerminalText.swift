import Basics

/// Makes text from a definition file safe to print on a terminal: control characters (an escape
/// sequence could rewrite the screen) and bidirectional overrides (they could reorder what a reviewer
/// sees) are shown as visible escapes instead.
package enum TerminalText {
    package static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        return sanitized(text.unicodeScalars)
    }

    package static func sanitized<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> String {
        var result = ""
        for scalar in scalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        // A tab is kept: snippets line carets up under it.
        scalar != "\t" && (HiddenCharacter.isControl(scalar) || HiddenCharacter.isBidirectionalFormatting(scalar))
    }
}
