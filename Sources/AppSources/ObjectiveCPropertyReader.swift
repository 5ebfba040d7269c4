import PlistLoader

/// Reads an Objective-C `@property (attributes) Type *name, *other;` from the tokens after `@property`:
/// its names, and what its type encoding tells the runtime (an object's class name, or not an object).
/// Nullability and ownership qualifiers, `__kindof`, `IBOutlet`, generics and protocol lists are read
/// past; a block (`void (^name)(int)`) is an object of no known class. A class property
/// (`@property (class)`) is the metaclass's, which `class_getProperty` on the class does not find.
struct ObjectiveCPropertyReader {
    var file: String

    /// The properties of the `@property` at `start`, and the index after its `;` — or where it stops
    /// without one: at an `@` keyword (`@end`), a brace or the end of the tokens.
    func read(_ tokens: [SourceToken], at start: Int) -> (properties: [DeclaredProperty], next: Int) {
        var index = start + 1
        var isClassProperty = false
        if index < tokens.count, tokens[index].isPunctuation("(") {
            var depth = 0
            while index < tokens.count {
                let token = tokens[index]
                if Self.endsDeclaration(token) { return ([], index) }
                if token.isPunctuation("(") { depth += 1 }
                if token.isPunctuation(")") { depth -= 1 }
                if depth == 1, token.name == "class" { isClassProperty = true }
                index += 1
                if depth == 0 { break }
            }
        }
        // The declarators, split at commas outside `<>`, `()` and `[]`.
        var declarators: [[SourceToken]] = [[]]
        var depth = 0
        while true {
            guard index < tokens.count, !Self.endsDeclaration(tokens[index]) else { return ([], index) }
            let token = tokens[index]
            index += 1
            if token.isPunctuation(";") && depth == 0 { break }
            if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(">") || token.isPunctuation(")") || token.isPunctuation("]") { depth = max(0, depth - 1) }
            if token.isPunctuation(",") && depth == 0 {
                declarators.append([])
            } else {
                declarators[declarators.count - 1].append(token)
            }
        }
        guard !isClassProperty, let (type, first) = baseType(of: declarators[0]) else { return ([], index) }
        var properties: [DeclaredProperty] = []
        for (number, declarator) in declarators.enumerated() {
            let tokens = number == 0 ? Array(declarators[0][first...]) : declarator
            if let property = property(type, tokens) { properties.append(property) }
        }
        return (properties, index)
    }

    /// A property's type before its stars: "NSString", "unsigned long long", "struct Point", "id".
    struct BaseType {
        var name: String
        /// Whether `<…>` followed it (`NSObject<P>` names no class; `NSSet<Foo *>` is an NSSet).
        var hasAngles: Bool
    }

    /// The type the first declarator starts with, and the index after it.
    private func baseType(of tokens: [SourceToken]) -> (BaseType, Int)? {
        var index = 0
        var words: [String] = []
        while index < tokens.count, let name = tokens[index].name {
            if Self.qualifiers.contains(name) {
                index += 1
                if name == "IBOutletCollection" { index = Self.skipGroup(tokens, from: index) }
                continue
            }
            if Self.cTypeWords.contains(name) {
                words.append(name)
                index += 1
                continue
            }
            if !words.isEmpty { break }  // `unsigned count`: the words so far are the type.
            words.append(name)
            index += 1
            if ["struct", "enum", "union"].contains(name), index < tokens.count, let tag = tokens[index].name {
                words.append(tag)
                index += 1
            }
            break
        }
        guard !words.isEmpty else { return nil }
        var hasAngles = false
        if index < tokens.count, tokens[index].isPunctuation("<") {
            hasAngles = true
            index = Self.skipGroup(tokens, from: index, opening: "<", closing: ">")
        }
        return (BaseType(name: words.joined(separator: " "), hasAngles: hasAngles), index)
    }

    /// One declarator after the base type: stars and qualifiers, then the name (or a block's `(^name)`).
    private func property(_ type: BaseType, _ tokens: [SourceToken]) -> DeclaredProperty? {
        if let caret = tokens.firstIndex(where: { $0.isPunctuation("^") }), caret + 1 < tokens.count, tokens[caret + 1].name != nil {
            return DeclaredProperty(
                name: tokens[caret + 1].name!, kind: .object(className: nil),
                location: SourceLocation(file: file, position: tokens[caret + 1].position))
        }
        var stars = 0
        for token in tokens {
            if token.isPunctuation("*") {
                stars += 1
            } else if let name = token.name, !Self.qualifiers.contains(name) {
                return DeclaredProperty(
                    name: name, kind: kind(of: type, stars: stars), location: SourceLocation(file: file, position: token.position))
            } else if token.name == nil {
                return nil  // A function pointer, or something else no property is.
            }
        }
        return nil
    }

    /// An object for one star on a class (or `id`), anything else not: `char *` is a C string, `NSError **`
    /// a pointer, `NSInteger` a number, and a name without a star a C type (an enum, a struct).
    private func kind(of type: BaseType, stars: Int) -> DeclaredProperty.Kind {
        if ["id", "instancetype"].contains(type.name) && stars == 0 { return .object(className: nil) }
        let isCType = Self.cTypeWords.contains(type.name.split(separator: " ").last.map(String.init) ?? "")
        if stars == 1 && !isCType && !type.name.contains(" ") && !Self.scalarTypedefs.contains(type.name) {
            return .object(className: type.name == "NSObject" && type.hasAngles ? nil : type.name)
        }
        return .scalar(typeName: type.name + (stars > 0 ? " " + String(repeating: "*", count: stars) : ""))
    }

    private static func endsDeclaration(_ token: SourceToken) -> Bool {
        if case .at = token.kind { return true }
        return token.isPunctuation("{") || token.isPunctuation("}")
    }

    /// The index after the group that opens at `start` (parentheses unless told), nested ones included;
    /// `start` itself when no group opens there.
    private static func skipGroup(_ tokens: [SourceToken], from start: Int, opening: Unicode.Scalar = "(", closing: Unicode.Scalar = ")")
        -> Int
    {
        guard start < tokens.count, tokens[start].isPunctuation(opening) else { return start }
        var index = start
        var depth = 0
        repeat {
            if tokens[index].isPunctuation(opening) { depth += 1 }
            if tokens[index].isPunctuation(closing) { depth -= 1 }
            index += 1
        } while depth > 0 && index < tokens.count
        return index
    }

    /// Words around a type that change neither its class nor whether it is an object.
    static let qualifiers: Set = [
        "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull", "_Null_unspecified",
        "_Nullable_result", "__nullable", "__nonnull", "__null_unspecified", "__kindof", "const", "volatile", "restrict",
        "__restrict", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block", "__unused", "IBOutlet",
        "IBInspectable", "IBOutletCollection",
    ]

    /// C's own type words, which may come several together (`unsigned long long`).
    static let cTypeWords: Set = ["unsigned", "signed", "long", "short", "int", "char", "float", "double", "void", "_Bool", "bool"]

    /// Numbers and other non-objects under a typedef's name, which a star makes a C pointer, not an object.
    static let scalarTypedefs: Set = [
        "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "NSInteger", "NSUInteger",
        "BOOL", "CGFloat", "NSTimeInterval", "unichar", "size_t", "UInt8", "UInt16", "UInt32", "UInt64", "SInt8", "SInt16",
        "SInt32", "SInt64", "Byte", "Class", "SEL",
    ]
}
