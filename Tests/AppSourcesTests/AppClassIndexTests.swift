import AppSources
import PlistLoader
import Testing

/// The classes of small Swift and Objective-C source trees, as `NSClassFromString` would find them, and
/// what they adopt.
@Suite struct AppClassIndexTests {
    static let swift = #"""
        import UIKit
        // class CommentedOut: NSObject {}
        /* class Fake2 /* nested */ class Fake3: NSObject {} */
        let text = "class Fake4: NSObject {}"
        let more = """
            class Fake5: NSObject {}
            """
        let raw = #"class Fake6 " {} "#
        final class DeleteRow: NSObject, CDLTableRowControllerProtocol {
            class func make() -> DeleteRow { DeleteRow() }
            class var shared: DeleteRow { DeleteRow() }
        }
        @objc(NamedRow) public class NamedRow: BaseRow {}
        open class BaseRow: UIKit.NSObject {}
        extension BaseRow: CDLTableRowControllerProtocol {}
        class Generic<T: Equatable>: NSObject where T: Hashable {}
        class LooseRow: NSObject, UITableViewDelegate {}
        protocol MyRowProtocol: CDLTableRowControllerProtocol {}
        class ThroughProtocol: NSObject, MyRowProtocol {}
        class FrameworkChild: SomeFrameworkRow {}
        """#

    static let objectiveC = #"""
        #import <UIKit/UIKit.h>
        #define FAKE @interface Fake7 : NSObject
        // @interface Fake8 : NSObject
        static NSString *s = @"@interface Fake9 : NSObject";
        char c = '@';
        @interface NotesSection : NSObject
        @end
        @interface FooterSection : CDLTableSectionController
        @end
        @interface NotesSection (Late) <UITableViewDelegate>
        @end
        @implementation HiddenRow
        @end

        """#

    let index = AppClassIndex(sources: [("App/Rows.swift", Self.swift), ("App/Sections.m", Self.objectiveC)], knownClasses: ["PSPDFRow"])

    func declared(_ name: String) -> DeclaredClass? {
        if case .declared(let found) = index.lookUp(name) { return found }
        return nil
    }

    @Test func commentsStringsAndPreprocessorLinesYieldNoClasses() {
        let swiftFakes = ["CommentedOut", "Fake2", "Fake3", "Fake4", "Fake5", "Fake6"].map { "App." + $0 }
        for fake in swiftFakes + ["Fake7", "Fake8", "Fake9"] {
            #expect(declared(fake) == nil, "\(fake)")
        }
        #expect(declared("App.DeleteRow")?.location == SourceLocation(file: "App/Rows.swift", position: .lineColumn(line: 9, column: 13)))
        #expect(declared("NotesSection")?.location == SourceLocation(file: "App/Sections.m", position: .lineColumn(line: 6, column: 12)))
        // `class func` and `class var` declare no class.
        #expect(declared("App.func") == nil && declared("App.var") == nil)
    }

    @Test func namesAreLookedUpAsTheObjectiveCRuntimeDoes() {
        #expect(index.lookUp("DeleteRow") == .needsModule(declared("App.DeleteRow")!))  // Swift, no @objc(Name).
        #expect(declared("NamedRow")?.name == "NamedRow")  // @objc(NamedRow).
        #expect(declared("AnyModule.DeleteRow") != nil)
        #expect(declared("FooterSection") != nil)
        #expect(declared("HiddenRow") != nil)  // Only its @implementation.
        #expect(index.lookUp("CDLTableSectionController") == .known)
        #expect(index.lookUp("PSPDFRow") == .known)
        #expect(index.lookUp("NotesSectoin") == .missing(suggestion: "NotesSection"))
        #expect(index.lookUp("App.DeleteRo") == .missing(suggestion: "App.DeleteRow"))
        #expect(index.lookUp("Unrelated") == .missing(suggestion: nil))
    }

    @Test func conformanceFollowsSuperclassesExtensionsAndProtocols() {
        let row = "CDLTableRowControllerProtocol", section = "CDLTableSectionControllerProtocol"
        func conformance(_ name: String, _ protocolName: String) -> AppClassIndex.Conformance? {
            declared(name).map { index.conformance(of: $0, to: protocolName) }
        }
        #expect(conformance("App.DeleteRow", row) == .adopts)
        #expect(conformance("NamedRow", row) == .adopts)  // Its superclass's extension adopts it.
        #expect(conformance("App.ThroughProtocol", row) == .adopts)  // A protocol that inherits it.
        #expect(conformance("FooterSection", section) == .adopts)  // CDL's own class.
        #expect(conformance("FooterSection", row) == .doesNotAdopt)
        #expect(conformance("NotesSection", section) == .doesNotAdopt)  // NSObject, and a category adding another.
        #expect(conformance("App.LooseRow", row) == .doesNotAdopt)
        #expect(conformance("App.FrameworkChild", row) == .unknown)  // Its superclass is no source's.
        #expect(conformance("HiddenRow", row) == .unknown)
    }
}
