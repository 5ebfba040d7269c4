import PlistLoader

/// Reads the lines diagnostics point at from a file, for findings made after the file's text was let go
/// (the model checks, a broken model).
enum SourceLineReader {
    static func lines(_ numbers: Set<Int>, ofFile path: String) -> [Int: String] {
        guard !numbers.isEmpty, let bytes = try? FileBytes.read(path, maxSize: .max), let text = try? SourceText(decoding: bytes)
        else { return [:] }
        return text.lines(numbers)
    }

    /// The lines of `diagnostics` (and their notes) that are in `file`.
    static func lines(for diagnostics: [Diagnostic], in file: DefinitionFile) -> [Int: String] {
        let locations = diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }
        return lines(Set(locations.filter { $0.file == file.displayPath }.compactMap(\.position.line)), ofFile: file.path)
    }
}
