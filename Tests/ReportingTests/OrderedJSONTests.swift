import Reporting
import Testing

@Suite struct OrderedJSONTests {
    @Test func keysKeepTheirOrderAndTextIsEscaped() {
        let document = OrderedJSON.object([
            ("z", .string("a \"quote\"\n")), ("a", .array([.integer(-1), .bool(true), .object([])])), ("m", .array([])),
        ])
        #expect(
            document.text == """
                {
                  "z": "a \\"quote\\"\\n",
                  "a": [
                    -1,
                    true,
                    {}
                  ],
                  "m": []
                }

                """)
    }
}
