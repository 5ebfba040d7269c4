import CDLGenTestSupport
import Foundation
import Previews
import Project

/// The preview of the sample project, `Definitions/`, as `cdlgen preview` prepares it.
func sampleProjectSession(_ configure: (inout PreviewOptions) -> Void = { _ in }) throws -> PreviewSession {
    var options = RunOptions()
    options.paths = [packageRoot.appendingPathComponent("Definitions").path]
    var preview = PreviewOptions()
    configure(&preview)
    return try PreviewSession.prepare(options, preview: preview)
}

extension PreviewSession {
    /// The table of the definition named `name`, showing the object at `objectIndex`; `page` gives the
    /// site's links (by default there are none, but references are still followed to draw add screens).
    func table(_ name: String, objectIndex: Int = 0, page: ((String, Int) -> String?)? = nil) -> PreviewTable? {
        guard let report = reports.first(where: { $0.kind == .definition && $0.file.name == name }) else { return nil }
        let formatter = ValueFormatter(locale: builder.context.locale, timeZone: builder.context.timeZone)
        var links = links(for: report)
        if let page { links.page = page }
        return builder.table(for: report, objectIndex: objectIndex, formatter: formatter, links: links)
    }
}

extension PreviewTable {
    /// Each section's rows in `mode`, one line each: what the cell shows, in a compact form.
    func lines(in mode: PreviewMode) -> [String] {
        sections.flatMap { section in
            (section.header.map { ["# \($0)"] } ?? []) + section.rows(in: mode).map { $0.summary(in: mode) }
        }
    }
}

extension PreviewRow {
    func summary(in mode: PreviewMode) -> String {
        var text: String
        switch content {
        case .value(let label, let value, let style, _):
            text = "\(style.rawValue) " + (label.map { "\($0): " } ?? "") + value.summary
        case .toggle(let label, let isOn):
            text = "switch \(label): " + (isOn.map { $0 ? "on" : "off" } ?? "?")
        case .listItem(let title, let detail):
            text = "item " + title.summary + (detail.map { " / " + $0.summary } ?? "")
        case .add(let title):
            text = "add \(title)"
        case .custom(let title, let style):
            text = "custom \(style.rawValue) \(title)"
        case .textField(let value, let placeholder, let keyboard):
            text = "field [\(value?.summary ?? "")] placeholder \(placeholder) keyboard \(keyboard.rawValue)"
        case .textView(let value):
            text = "text view [\(value.summary)]"
        case .choice(let title, let isChosen, let allowsMany):
            text = (allowsMany ? (isChosen ? "[x] " : "[ ] ") : (isChosen ? "(*) " : "( ) ")) + title.summary
        }
        if mode == .edit && editControl != .none { text = "(\(editControl == .delete ? "-" : "+")) " + text }
        switch accessory(in: mode) {
        case .disclosure: text += " >"
        case .reorder: text += " ="
        case .none: break
        }
        if let link { text += " -> \(link)" }
        if let editScreen, mode == .edit { text += " => #\(editScreen)" }
        return text
    }
}

extension PreviewValue {
    var summary: String { kind == .placeholder ? "<\(text)>" : text }
}
