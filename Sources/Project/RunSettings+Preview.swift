import Basics
import Diagnostics
import Foundation
import PlistLoader

extension RunSettings {
    /// The sample-data folder: the project file's `samples`, else a `Samples` folder beside the first
    /// definitions folder that has one (or inside it).
    public var defaultSamplesFolder: String? {
        if let samplesPath { return samplesPath }
        for path in definitionPaths where PathUtilities.isDirectory(path) {
            let candidates = [
                PathUtilities.join(PathUtilities.directory(of: PathUtilities.normalized(path)), "Samples"),
                PathUtilities.join(path, "Samples"),
            ]
            if let found = candidates.first(where: PathUtilities.isDirectory) { return found }
        }
        return nil
    }

    /// The locale previews format values for: `--locale`, else the project file's, else `en_US`. A name
    /// that is no locale is an error (a typo would silently give the root locale's formats).
    public func previewLocale(_ option: String?) throws(RunSettingsError) -> Locale {
        guard let name = option ?? projectFile?.locale?.value else { return Locale(identifier: "en_US") }
        let identifier = name.replacingOccurrences(of: "-", with: "_")
        guard Self.knownLocales.contains(identifier) else {
            let suggestion = DidYouMean.suggestion(for: identifier, among: Self.knownLocales).map { "; did you mean '\($0)'?" } ?? ""
            throw RunSettingsError("\(origin(option, "locale")): unknown locale '\(name)'\(suggestion)")
        }
        return Locale(identifier: identifier)
    }

    /// The time zone dates are shown in: `--time-zone`, else the project file's, else UTC.
    public func previewTimeZone(_ option: String?) throws(RunSettingsError) -> TimeZone {
        guard let name = option ?? projectFile?.timeZone?.value else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: name) else {
            let suggestion =
                DidYouMean.suggestion(for: name, among: TimeZone.knownTimeZoneIdentifiers).map { "; did you mean '\($0)'?" } ?? ""
            throw RunSettingsError("\(origin(option, "timeZone")): unknown time zone '\(name)'\(suggestion)")
        }
        return zone
    }

    private func origin(_ option: String?, _ key: String) -> String {
        if option != nil || projectFile == nil { return key == "locale" ? "--locale" : "--time-zone" }
        let position = key == "locale" ? projectFile!.locale!.position : projectFile!.timeZone!.position
        return "\(projectFile!.path):\(position): '\(key)'"
    }

    private static let knownLocales = Set(Locale.availableIdentifiers)
}
