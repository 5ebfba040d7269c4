import Basics
import Foundation
import PlistLoader

/// The classes an app's sources declare (the project file's `sources`), and which of them adopt a
/// protocol: what `rowCustomControllerClass` and `customSectionControllerClass` are checked against.
/// CDL's own classes are known, and so are the project file's `knownClasses` (classes of frameworks,
/// which no source here declares); a class whose ancestry leaves what is known is given the benefit of
/// the doubt.
public struct AppClassIndex: Sendable {
    /// Section and row controllers of CDL itself, and the protocol each adopts (through
    /// `CDLTableSectionController` and `CDLTableRowController`).
    public static let coreDataLibraryClasses: [String: String] = {
        let sections = [
            "CDLTableSectionController", "CDLToManyRelationshipSectionController", "CDLToManyOrderedRelationshipSectionController",
        ]
        let rows = [
            "CDLTableRowController", "CDLSingleLineTableRowController", "CDLMultiLineTableRowController", "CDLBooleanTableRowController",
            "CDLRelationshipTableRowController", "CDLToManyRelationshipTableRowController",
            "CDLToManyOrderedRelationshipTableRowController",
            "CDLToManyRelationshipAddExistingObjectsTableRowController", "CDLToManyRelationshipAddNewObjectTableRowController",
            "CDLToManyOrderedRelationshipAddTableRowController",
        ]
        return Dictionary(
            uniqueKeysWithValues: sections.map { ($0, "CDLTableSectionControllerProtocol") }
                + rows.map { ($0, "CDLTableRowControllerProtocol") })
    }()

    private(set) var classes: [String: DeclaredClass] = [:]
    private(set) var protocolParents: [String: [String]] = [:]
    public let knownClasses: Set<String>
    /// The properties the classes and protocols declare.
    private(set) var properties = DeclaredPropertyTable()
    /// Class names by the name the runtime finds them by without a module (``DeclaredClass/runtimeName``).
    private(set) var classesByRuntimeName: [String: String] = [:]

    /// Reads every `.swift`, `.m`, `.mm` and `.h` file below `folders` (hidden folders and build output
    /// left out) up to `maxFileSize` bytes, as every file cdlgen reads: a larger one, or one that is not a
    /// regular file, is passed over (its classes are then unknown, not guessed).
    public init(folders: [String], knownClasses: [String] = [], maxFileSize: Int = PlistLimits.default.maxFileSize) {
        var sources: [(file: String, text: String)] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || ["build", "DerivedData"].contains(name) {
                    enumerator?.skipDescendants()
                    continue
                }
                guard ["swift", "m", "mm", "h"].contains((name as NSString).pathExtension) else { continue }
                let path = PathUtilities.join(folder, relative)
                if let bytes = try? FileBytes.read(path, maxSize: maxFileSize) {
                    sources.append((path, String(decoding: bytes, as: UTF8.self)))
                }
            }
        }
        self.init(sources: sources, knownClasses: knownClasses)
    }

    /// The classes of the given files' texts.
    public init(sources: [(file: String, text: String)], knownClasses: [String] = []) {
        self.knownClasses = Set(knownClasses)
        var added: [String: [String]] = [:]
        var implemented: [String: SourceLocation] = [:]
        for (file, text) in sources.sorted(by: { $0.file < $1.file }) {
            let language: SourceLexer.Language = file.hasSuffix(".swift") ? .swift : .objectiveC
            let found = ClassDeclarationScanner(file: file, language: language).scan(text)
            for declared in found.classes where classes[declared.name] == nil { classes[declared.name] = declared }
            properties.add(found)
            added.merge(found.addedConformances) { $0 + $1 }
            protocolParents.merge(found.protocolParents) { $0 + $1 }
            for (name, position) in found.implemented where implemented[name] == nil {
                implemented[name] = SourceLocation(file: file, position: position)
            }
        }
        // An `@implementation` whose `@interface` is in no file read: the class exists, its ancestry unknown.
        for (name, location) in implemented where classes[name] == nil {
            classes[name] = DeclaredClass(name: name, language: .objectiveC, objectiveCName: nil, inherited: [], location: location)
            unknownAncestry.insert(name)
        }
        for (name, protocols) in added { classes[name]?.inherited += protocols }
        for declared in classes.values.sorted(by: { $0.name < $1.name }) {
            if let runtimeName = declared.runtimeName, classesByRuntimeName[runtimeName] == nil {
                classesByRuntimeName[runtimeName] = declared.name
            }
        }
    }

    /// Classes whose declaration the sources do not show.
    private(set) var unknownAncestry: Set<String> = []

    public enum Lookup: Sendable, Equatable {
        /// A class of the sources.
        case declared(DeclaredClass)
        /// CDL's own class, or one of `knownClasses`.
        case known
        /// A Swift class named without its module, which `NSClassFromString` does not find that way.
        case needsModule(DeclaredClass)
        /// No such class; the closest name, if one is close.
        case missing(suggestion: String?)
    }

    /// The class `NSClassFromString(name)` would give, as far as the sources tell: `Module.Name` for a
    /// Swift class (any module: which one the app is built as is not in its sources), else the
    /// Objective-C name.
    public func lookUp(_ name: String) -> Lookup {
        if Self.coreDataLibraryClasses[name] != nil || knownClasses.contains(name) { return .known }
        if let dot = name.lastIndex(of: ".") {
            let bare = String(name[name.index(after: dot)...])
            if let declared = classes[bare], declared.language == .swift { return .declared(declared) }
            return .missing(
                suggestion: DidYouMeanName.closest(to: bare, among: classes.values.filter { $0.language == .swift }.map(\.name)).map {
                    String(name[...dot]) + $0
                })
        }
        if let declared = classes.values.first(where: { $0.runtimeName == name }) { return .declared(declared) }
        if let declared = classes[name], declared.language == .swift { return .needsModule(declared) }
        let names = classes.values.compactMap(\.runtimeName) + Array(knownClasses)
        return .missing(suggestion: DidYouMeanName.closest(to: name, among: names))
    }

    /// The sources' classes that may stand where `protocolName` is needed (those that adopt it, and those
    /// whose ancestry leaves the sources), by name: what an editor offers for a class key.
    public func classes(adopting protocolName: String) -> [DeclaredClass] {
        classes.values.filter { conformance(of: $0, to: protocolName) != .doesNotAdopt }.sorted { $0.name < $1.name }
    }

    public enum Conformance: Sendable, Equatable {
        case adopts
        case doesNotAdopt
        /// The class's ancestry leaves the sources (a framework's class): nothing can be said.
        case unknown
    }

    /// Whether `declared` adopts `protocolName`, itself, through a protocol that inherits it, or through its
    /// superclasses.
    public func conformance(of declared: DeclaredClass, to protocolName: String) -> Conformance {
        var visited: Set<String> = []
        return conformance(of: declared, to: protocolName, visited: &visited)
    }

    private func conformance(of declared: DeclaredClass, to protocolName: String, visited: inout Set<String>) -> Conformance {
        guard visited.insert(declared.name).inserted else { return .doesNotAdopt }
        if unknownAncestry.contains(declared.name) { return .unknown }
        if declared.inherited.contains(where: { protocolIncludes($0, protocolName) }) { return .adopts }
        // Only the first name can be the superclass (in both languages, as the scanner lists them); the
        // others are protocols, which do not bring CDL's unless they say so.
        guard let first = declared.inherited.first else { return .doesNotAdopt }
        if let adopted = Self.coreDataLibraryClasses[first] { return adopted == protocolName ? .adopts : .doesNotAdopt }
        if let parent = classes[first] { return conformance(of: parent, to: protocolName, visited: &visited) }
        if Self.isFrameworkRoot(first) || protocolParents[first] != nil { return .doesNotAdopt }
        // A class of a framework the sources do not hold (or a protocol of one): it may bring the protocol.
        return .unknown
    }

    /// A protocol that is `wanted`, or inherits it.
    private func protocolIncludes(_ name: String, _ wanted: String) -> Bool {
        var pending = [name], seen: Set<String> = []
        while let next = pending.popLast() {
            if next == wanted { return true }
            if seen.insert(next).inserted { pending += protocolParents[next] ?? [] }
        }
        return false
    }

    /// Apple's classes, which certainly bring no CDL protocol: a class deriving from them and adopting
    /// nothing does not conform.
    private static func isFrameworkRoot(_ name: String) -> Bool {
        name.hasPrefix("NS") || name.hasPrefix("UI")
    }
}
