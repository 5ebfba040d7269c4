import Basics
import Checks
import Definitions
import Diagnostics
import PlistLoader

/// Rewrites property lists in another format (`cdlgen convert`): any format `PlistLoader` reads, to
/// any `PlistWriter` writes. Files are independent, so several are converted in parallel, and one that
/// fails never stops the others.
public struct PlistConverter: Sendable {
    public var loader: PlistLoader
    public var format: PlistFormat

    public init(to format: PlistFormat, limits: PlistLimits = .default) {
        self.loader = PlistLoader(limits: limits)
        self.format = format
    }

    /// Converts `file` in memory; ``FileConversion/bytes`` holds the result when it could be converted.
    public func convert(_ file: DefinitionFile) -> FileConversion {
        let document: PlistDocument
        do {
            document = try loader.load(contentsOf: file.path)
        } catch {
            return FileConversion(report: FileReport(file: file, loadError: error))
        }
        var root = document.root
        if document.format == .openStep && format != .openStep { DefinitionBooleans.makeBooleans(in: &root) }
        let location = { (position: SourcePosition) in SourceLocation(file: file.displayPath, position: position) }
        var bytes: [UInt8]?
        var diagnostics: [Diagnostic]
        var showsSourceLines = true
        do {
            let output = try PlistWriter.write(root.value, as: format)
            bytes = output.bytes
            // A loss at the root (a file that is one date) has no position of its own: the root's is it.
            diagnostics = output.losses.map { .conversionLoss($0, at: location($0.position ?? root.position)) }
            if let first = output.firstUnlistedLoss {
                let at = location(first.position ?? root.position)
                diagnostics.append(.unlistedConversionLosses(output.unlistedLossCount, first: first, at: at))
            }
            if let comment = document.firstCommentPosition { diagnostics.append(.commentsDropped(at: location(comment))) }
        } catch {
            let node = error.path.flatMap { Self.node(at: $0, in: root) }
            diagnostics = [.conversionError(error, at: location(node?.position ?? root.position))]
            // A value the writer names by a path that leads nowhere in the tree has no line to show.
            showsSourceLines = node != nil
        }
        var findings = FinishedFindings(diagnostics, in: file.displayPath, text: document.sourceText)
        if !showsSourceLines { findings.sourceLines = [:] }
        return FileConversion(
            report: FileReport(file: file, definition: nil, findings: findings), bytes: bytes,
            dropsComments: document.firstCommentPosition != nil)
    }

    /// Converts `file` and, if that succeeds, writes it to `path` atomically: whatever fails, `path` is
    /// as it was and no partial file is left. A file already there keeps its permissions.
    public func convert(_ file: DefinitionFile, writingTo path: String) -> FileConversion {
        var conversion = convert(file)
        guard let bytes = conversion.bytes else { return conversion }
        conversion.bytes = nil
        do {
            try AtomicFileWriter.write(bytes, to: path, replacing: true)
        } catch {
            conversion.writeFailure = error
        }
        return conversion
    }

    /// Converts each file to the path at the same index, in parallel; results in the order of `files`.
    public func convert(_ files: [DefinitionFile], writingTo paths: [String]) -> [FileConversion] {
        precondition(files.count == paths.count, "one path for each file")
        return ConcurrentMap.map(files.count) { convert(files[$0], writingTo: paths[$0]) }
    }

    /// The node a writer error's path leads to; nil when the path does not lead anywhere.
    private static func node(at path: PlistPath, in root: PlistNode) -> PlistNode? {
        var node = root
        for component in path.components {
            switch (component, node.value) {
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                node = elements[index]
            case (.key(let key), .dictionary(let dictionary)):
                // The writer writes a key's last value, as every reader takes it.
                guard let value = dictionary[key] else { return nil }
                node = value
            default:
                return nil
            }
        }
        return node
    }
}
