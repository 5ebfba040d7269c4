import PlistLoader

/// Finds class declarations among a file's tokens: Swift's `class Name: Inherited, …` (with an
/// `@objc(Name)` before it), `extension Name: Protocols`, `protocol P: Parents`; Objective-C's
/// `@interface Name : Super <Protocols>`, categories, `@implementation Name` and `@protocol P <Parents>` —
/// and the properties their bodies declare, from the same tokens.
struct ClassDeclarationScanner {
    var file: String
    var language: SourceLexer.Language

    struct Found: Sendable {
        var classes: [DeclaredClass] = []
        /// What extensions and categories add, by class name.
        var addedConformances: [String: [String]] = [:]
        /// Each protocol's parents.
        var protocolParents: [String: [String]] = [:]
        /// Classes an `@implementation` names.
        var implemented: [String: SourcePosition] = [:]
        /// The properties the runtime sees, by the class a body, extension or category is of (as written).
        var classProperties: [String: [DeclaredProperty]] = [:]
        /// The properties of Objective-C protocols (Swift's `@objc protocol`s): a class adopting one has them.
        var protocolProperties: [String: [DeclaredProperty]] = [:]
        /// Swift properties without `@objc`, which the runtime sees only in a class marked `@objcMembers`
        /// (or a subclass of one).
        var memberProperties: [String: [DeclaredProperty]] = [:]
        /// Swift classes marked `@objcMembers`.
        var objcMembersClasses: Set<String> = []
    }

    /// Whose properties a body (Swift's braces, Objective-C's `@interface … @end`) declares.
    private enum Body {
        /// `exposingAll`: an `@objc extension`, all of whose members the runtime sees.
        case ofClass(String, exposingAll: Bool)
        case ofProtocol(String)
    }

    func scan(_ text: String) -> Found {
        let tokens = SourceLexer(language: language).tokens(of: text)
        return language == .swift ? scanSwift(tokens) : scanObjectiveC(tokens)
    }

    /// `class` not followed by a member's keyword (`class func`, `class var`), and not after a dot.
    private static let memberKeywords: Set = ["func", "var", "let", "subscript", "init", "deinit", "static", "override", "final", "class"]

    private func scanSwift(_ tokens: [SourceToken]) -> Found {
        var found = Found()
        var objectiveCName: String?
        // The bodies the scan is in (nil for a function's, a struct's, an accessor's), and the one the next
        // `{` opens.
        var bodies: [Body?] = []
        var nextBody: Body?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                bodies.append(nextBody)
                nextBody = nil
            } else if token.isPunctuation("}") {
                _ = bodies.popLast()
            }
            if token.kind == .at("objc"), index + 3 < tokens.count, tokens[index + 1].isPunctuation("("), let name = tokens[index + 2].name,
                tokens[index + 3].isPunctuation(")")
            {
                objectiveCName = name
                index += 4
                continue
            }
            switch token.name {
            case "class" where index + 1 < tokens.count && !(index > 0 && tokens[index - 1].isPunctuation(".")):
                guard let name = tokens[index + 1].name, !Self.memberKeywords.contains(name) else { break }
                let (inherited, next) = inheritance(after: index + 2, in: tokens)
                found.classes.append(
                    DeclaredClass(
                        name: name, language: .swift, objectiveCName: objectiveCName, inherited: inherited,
                        location: SourceLocation(file: file, position: tokens[index + 1].position)))
                if SwiftDeclarationAttributes(before: index, in: tokens).attributes.contains("objcMembers") {
                    found.objcMembersClasses.insert(name)
                }
                objectiveCName = nil
                nextBody = .ofClass(name, exposingAll: false)
                index = next
                continue
            case "extension" where index + 1 < tokens.count:
                guard let name = tokens[index + 1].name else { break }
                let (inherited, next) = inheritance(after: index + 2, in: tokens, qualifiedName: true)
                let extended = Self.lastComponent(name, tokens, index + 1)
                found.addedConformances[extended, default: []] += inherited
                let isObjectiveC = SwiftDeclarationAttributes(before: index, in: tokens).attributes.contains("objc")
                nextBody = .ofClass(extended, exposingAll: isObjectiveC)
                index = next
                continue
            case "protocol" where index + 1 < tokens.count:
                guard let name = tokens[index + 1].name else { break }
                let (parents, next) = inheritance(after: index + 2, in: tokens)
                found.protocolParents[name, default: []] += parents
                let isObjectiveC = SwiftDeclarationAttributes(before: index, in: tokens).attributes.contains("objc")
                nextBody = isObjectiveC ? .ofProtocol(name) : nil
                index = next
                continue
            case "var", "let":
                objectiveCName = nil  // An `@objc(Name)` on something else.
                guard case .some(.some(let body)) = bodies.last else { break }
                let attributes = SwiftDeclarationAttributes(before: index, in: tokens)
                guard !attributes.isTypeMember else { break }
                let (properties, next) = SwiftPropertyReader(file: file).read(tokens, at: index, objectiveCName: attributes.objectiveCName)
                switch body {
                case .ofProtocol(let name): found.protocolProperties[name, default: []] += properties
                case .ofClass(let name, let exposingAll) where exposingAll || attributes.exposesToObjectiveC:
                    found.classProperties[name, default: []] += properties
                case .ofClass(let name, _): found.memberProperties[name, default: []] += properties
                }
                index = max(next, index + 1)
                continue
            case "struct", "enum", "func":
                objectiveCName = nil  // An `@objc(Name)` on something else.
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// `: A, B.C, D<E>` after a declared name (generic parameters skipped), up to `{` or `where`: the last
    /// component of each name. `qualifiedName`: the declared name itself may go on with `.Name`.
    private func inheritance(after start: Int, in tokens: [SourceToken], qualifiedName: Bool = false) -> ([String], Int) {
        var index = start
        if qualifiedName {
            while index + 1 < tokens.count, tokens[index].isPunctuation("."), tokens[index + 1].name != nil { index += 2 }
        }
        index = skipAngles(from: index, in: tokens)
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return ([], index) }
        index += 1
        var names: [String] = []
        var current: String?
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") || token.name == "where" { break }
            if let name = token.name {
                current = name  // `UIKit.UIView`: the last name counts.
            } else if token.isPunctuation("<") {
                index = skipAngles(from: index, in: tokens)
                continue
            } else if token.isPunctuation(",") || token.isPunctuation("&") {
                if let name = current { names.append(name) }
                current = nil
            } else if !token.isPunctuation(".") {
                break
            }
            index += 1
        }
        if let name = current { names.append(name) }
        return (names, index)
    }

    /// Past `<…>` (nested) at `index`, if one starts there.
    private func skipAngles(from start: Int, in tokens: [SourceToken]) -> Int {
        guard start < tokens.count, tokens[start].isPunctuation("<") else { return start }
        var depth = 0
        var index = start
        while index < tokens.count {
            if tokens[index].isPunctuation("<") { depth += 1 }
            if tokens[index].isPunctuation(">") { depth -= 1 }
            index += 1
            if depth == 0 { break }
            if tokens[index - 1].isPunctuation("{") { break }  // Not generics after all.
        }
        return index
    }

    private static func lastComponent(_ first: String, _ tokens: [SourceToken], _ start: Int) -> String {
        var name = first
        var index = start + 1
        while index + 1 < tokens.count, tokens[index].isPunctuation("."), let next = tokens[index + 1].name {
            name = next
            index += 2
        }
        return name
    }

    private func scanObjectiveC(_ tokens: [SourceToken]) -> Found {
        var found = Found()
        var body: Body?  // From `@interface` or `@protocol` to `@end`.
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .at("property"), let body {
                let (properties, next) = ObjectiveCPropertyReader(file: file).read(tokens, at: index)
                switch body {
                case .ofClass(let name, _): found.classProperties[name, default: []] += properties
                case .ofProtocol(let name): found.protocolProperties[name, default: []] += properties
                }
                index = max(next, index + 1)
                continue
            }
            if token.kind == .at("end") || token.kind == .at("implementation") { body = nil }
            guard index + 1 < tokens.count, let name = tokens[index + 1].name else {
                index += 1
                continue
            }
            switch token.kind {
            case .at("interface"):
                var next = index + 2
                var superclass: String?
                var isCategory = false
                if next < tokens.count, tokens[next].isPunctuation(":"), next + 1 < tokens.count, let parent = tokens[next + 1].name {
                    superclass = parent
                    next += 2
                } else if next < tokens.count, tokens[next].isPunctuation("(") {
                    isCategory = true
                    while next < tokens.count, !tokens[next].isPunctuation(")") { next += 1 }
                    next += 1
                }
                let (protocols, after) = angleList(from: next, in: tokens)
                if isCategory {
                    found.addedConformances[name, default: []] += protocols
                } else {
                    found.classes.append(
                        DeclaredClass(
                            name: name, language: .objectiveC, objectiveCName: nil, inherited: [superclass].compactMap { $0 } + protocols,
                            location: SourceLocation(file: file, position: tokens[index + 1].position)))
                }
                body = .ofClass(name, exposingAll: true)  // A category or class extension adds to the class.
                index = after
            case .at("implementation"):
                if found.implemented[name] == nil { found.implemented[name] = tokens[index + 1].position }
                index += 2
            case .at("protocol"):
                let (parents, after) = angleList(from: index + 2, in: tokens)
                // `@protocol P;` (or `@protocol P, Q;`) declares nothing.
                if !(after < tokens.count && (tokens[after].isPunctuation(";") || tokens[after].isPunctuation(","))) {
                    found.protocolParents[name, default: []] += parents
                    body = .ofProtocol(name)
                }
                index = after
            default:
                index += 1
            }
        }
        return found
    }

    /// `<A, B>` at `start`: its names, and the index after it.
    private func angleList(from start: Int, in tokens: [SourceToken]) -> ([String], Int) {
        guard start < tokens.count, tokens[start].isPunctuation("<") else { return ([], start) }
        var names: [String] = []
        var index = start + 1
        while index < tokens.count, !tokens[index].isPunctuation(">") {
            if let name = tokens[index].name { names.append(name) }
            if tokens[index].isPunctuation("{") || tokens[index].isPunctuation(";") { break }
            index += 1
        }
        return (names, index + 1)
    }
}
