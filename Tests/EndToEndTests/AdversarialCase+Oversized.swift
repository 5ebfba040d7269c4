private typealias I = AdversarialInputs

/// Files far over the 64 MiB limit, made sparse (no room on disk): each is refused by its size before a
/// byte of it is read, wherever cdlgen reads it — the model's `contents`, `.xccurrentversion`, Xcode 3's
/// `elements`, an app source, a sample file, a definition — and the finding shows no source line, which
/// would mean reading the file again. Issue 36: a 16 GB model was killed by the OOM killer.
extension AdversarialCase {
    /// Far under what reading any of these files would take.
    static let oversizedMemoryBudget = 200 << 20

    static let oversized: [AdversarialCase] = [
        oversizedModel("a 16 GB model contents", file: "Big.xcdatamodel/contents", model: "Big.xcdatamodel", size: 16 << 30),
        oversizedModel("a 1 GB --model file", file: "Big.contents", model: "Big.contents", size: 1 << 30),
        oversizedModel("a 4 GB .xccurrentversion", file: "Big.xcdatamodeld/.xccurrentversion", model: "Big.xcdatamodeld", size: 4 << 30),
        oversizedModel("a 16 GB Xcode 3 elements", file: "Old.xcdatamodel/elements", model: "Old.xcdatamodel", size: 16 << 30),
        AdversarialCase(
            name: "a 1 GB app source", arguments: ["validate"], status: 0, expectation: .clean("checked 1 file: no problems"),
            memoryBudget: oversizedMemoryBudget
        ) { folder in
            try folder.write("cdlgen.json", #"{"definitions": ["Defs"], "sources": ["App"]}"#)
            try folder.write("Defs/Good.plist", I.cleanDefinition)
            try folder.sparse("App/Big.swift", size: 1 << 30)
        },
        AdversarialCase(
            name: "a 16 GB sample file", arguments: ["validate"], status: 1,
            expectation: .diagnostic(file: "Samples/Widget.json", at: nil, code: "syntax-error", message: "over the limit"),
            memoryBudget: oversizedMemoryBudget
        ) { folder in
            try folder.write("cdlgen.json", #"{"definitions": ["Defs"], "samples": "Samples"}"#)
            try folder.write("Defs/Good.plist", I.cleanDefinition)
            try folder.sparse("Samples/Widget.json", size: 16 << 30)
        },
        AdversarialCase(
            name: "a 16 GB definition", arguments: I.validate("Big.plist"), status: 1,
            expectation: .diagnostic(file: "Big.plist", at: nil, code: "syntax-error", message: "over the limit"),
            memoryBudget: oversizedMemoryBudget
        ) { folder in
            try folder.sparse("Big.plist", size: 16 << 30)
        },
    ]

    /// `validate --model model Good.plist`, where the model's file `file` is `size` bytes.
    private static func oversizedModel(_ name: String, file: String, model: String, size: Int) -> AdversarialCase {
        AdversarialCase(
            name: name, arguments: I.validate("Good.plist", ["--model", model]), status: 1,
            expectation: .diagnostic(file: file, at: nil, code: "model-error", message: "over the limit"),
            memoryBudget: oversizedMemoryBudget
        ) { folder in
            try folder.write("Good.plist", I.cleanDefinition)
            try folder.sparse(file, size: size)
        }
    }
}
