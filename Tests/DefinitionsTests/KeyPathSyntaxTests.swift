import Testing

@testable import Definitions

struct KeyPathSyntaxTests {
    @Test(
        arguments: [
            ("name", 1), ("type.name", 2), ("a.b.c.d", 4), ("é.ü", 2), ("_x", 1),
            ("", nil), (".", nil), (".name", nil), ("name.", nil), ("type..name", nil), ("a b", nil), ("a\tb", nil),
            ("type.\nname", nil), ("name\r", nil),
        ] as [(String, Int?)])
    func countsTheKeysOfAKeyPathAndNothingElse(_ path: String, _ count: Int?) {
        #expect(KeyPathSyntax.componentCount(path) == count)
        #expect(KeyPathSyntax.isKeyPath(path) == (count != nil))
    }
}
