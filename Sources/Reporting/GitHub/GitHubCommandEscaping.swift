/// The escaping of GitHub Actions workflow commands (`::name key=value,key=value::message`), as the
/// Actions toolkit's `escapeData` and `escapeProperty` do it (`@actions/core`, `command.ts`).
public enum GitHubCommandEscaping {
    /// A command's message: `%`, CR and LF percent-encoded, so that a value from a definition can
    /// neither end the command nor start another one on a new line.
    public static func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value: also `:` and `,`, which end a value.
    public static func property(_ text: String) -> String {
        var result = ""
        for scalar in data(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
