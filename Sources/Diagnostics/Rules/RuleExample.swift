import PlistLoader

/// One input of a rule: a file (and the other files it refers to) that does or does not trigger the rule.
/// In `source`, `↓` marks the position the rule's diagnostic must point at.
public struct RuleExample: Sendable {
    public var format: PlistFormat
    /// The file's name (a definition's name is its file name without extension).
    public var fileName: String
    /// The file's text, with `↓` where the diagnostic points.
    public var source: String
    /// Other definitions beside it, by file name, for rules about references.
    public var otherFiles: [String: String]
    /// The `contents` of a Core Data model to check against, for the model rules.
    public var model: String?
    /// Whether `source` is the model itself (for `model-error`) rather than a definition.
    public var isModel: Bool
    /// What else differs, for `cdlgen explain` to say, when the fix is not in the file shown (a model
    /// change).
    public var caption: String?
    /// The app's sources, by file name, for the rules about the classes definitions name.
    public var sources: [String: String] = [:]
    /// Whether `source` is the project file (`cdlgen.json`) rather than a definition: read as a run reads
    /// it, its report is the example's.
    public var isProjectFile = false

    public init(
        format: PlistFormat, fileName: String? = nil, source: String, otherFiles: [String: String] = [:], model: String? = nil,
        isModel: Bool = false
    ) {
        self.format = format
        self.fileName = fileName ?? "EventDetailView" + (format == .json ? ".json" : ".plist")
        self.source = source
        self.otherFiles = otherFiles
        self.model = model
        self.isModel = isModel
    }

    /// The same definition in each of `formats`.
    public static func all(
        _ value: ExampleValue, formats: [PlistFormat] = [.openStep, .xml, .json], name: String = "EventDetailView",
        otherFiles: [String: String] = [:], model: String? = nil
    ) -> [RuleExample] {
        formats.map { format in
            RuleExample(
                format: format, fileName: name + (format == .json ? ".json" : ".plist"),
                source: ExampleRenderer.render(value, as: format), otherFiles: otherFiles, model: model)
        }
    }

    /// A project file, `cdlgen.json`, whose text is `source`.
    static func projectFile(_ source: String) -> RuleExample {
        var example = RuleExample(format: .json, fileName: "cdlgen.json", source: source)
        example.isProjectFile = true
        return example
    }

    /// The same definition in each text format, checked against ``ExampleModel``.
    static func withModel(_ value: ExampleValue, name: String = "EventDetailView", otherFiles: [String: String] = [:]) -> [RuleExample] {
        all(value, name: name, otherFiles: otherFiles, model: ExampleModel.contents)
    }

    /// Whether the file is sample data (`Samples/Event.json`), checked against the model after validation.
    public var isSampleData: Bool { fileName.hasPrefix(Self.samplesFolder + "/") }

    /// The folder of an example's sample data, as `cdlgen validate` checks it beside the definitions.
    public static let samplesFolder = "Samples"

    /// The same example, checked against `sources` (the app's source files by name), described by `caption`.
    func withSources(_ sources: [String: String], _ caption: String) -> RuleExample {
        var example = captioned(caption)
        example.sources = sources
        return example
    }

    /// The same example, described by `caption`.
    func captioned(_ caption: String) -> RuleExample {
        var example = self
        example.caption = caption
        return example
    }

    /// The file's text without the marker.
    public var text: String {
        source.replacingOccurrences(of: String(ExampleValue.marker), with: "")
    }

    /// Where the marker stands, in lines and columns of ``text``; nil when there is none.
    public var markedPosition: SourcePosition? {
        var line = 1
        var column = 1
        for scalar in source.unicodeScalars {
            if Character(scalar) == ExampleValue.marker { return .lineColumn(line: line, column: column) }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }
}
