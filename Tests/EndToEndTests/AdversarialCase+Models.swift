import CDLGenTestSupport

private typealias I = AdversarialInputs

/// Hostile Xcode 3 models (`X.xcdatamodel/elements`, a keyed archive): each is one positioned
/// `model-error`, and the definitions are still checked.
extension AdversarialCase {
    static let models: [AdversarialCase] = [
        model("a root reference past the objects", expecting: "the reference {CF$UID = 9} is past the archive's 2 objects") { file in
            // $objects: ["$null", "x"]; $top: {root: UID(9)}.
            let null = file.add(BinaryPlistBuilder.ascii("$null")), x = file.add(BinaryPlistBuilder.ascii("x"))
            return (objects: file.add(file.array([null, x])), root: file.add(BinaryPlistBuilder.uid(9)))
        },
        model("a model whose package is itself", expecting: "expected an object of class XDModelPackage, found XDPMModel") { file in
            // The root XDPMModel's _xd_rootPackage refers back to the root: a cycle.
            let null = file.add(BinaryPlistBuilder.ascii("$null"))
            let modelIndex = file.objects.count
            let classKey = modelIndex + 1, packageKey = modelIndex + 2, classUID = modelIndex + 3, selfUID = modelIndex + 4
            let classObject = modelIndex + 5, nameKey = modelIndex + 6, name = modelIndex + 7
            _ = file.add(file.dictionary(keys: [classKey, packageKey], values: [classUID, selfUID]))
            _ = file.add(BinaryPlistBuilder.ascii("$class"))
            _ = file.add(BinaryPlistBuilder.ascii("_xd_rootPackage"))
            _ = file.add(BinaryPlistBuilder.uid(2))  // → the class object, $objects[2]
            _ = file.add(BinaryPlistBuilder.uid(1))  // → the model itself, $objects[1]
            _ = file.add(file.dictionary(keys: [nameKey], values: [name]))
            _ = file.add(BinaryPlistBuilder.ascii("$classname"))
            _ = file.add(BinaryPlistBuilder.ascii("XDPMModel"))
            return (objects: file.add(file.array([null, modelIndex, classObject])), root: file.add(BinaryPlistBuilder.uid(1)))
        },
        model("2^40 paths through shared arrays", expecting: "nodes") { file in
            // $objects holds an array whose 40 levels each hold the next twice: refused by the binary reader.
            let first = file.objects.count
            for index in 0..<40 { _ = file.add(file.array([first + index + 1, first + index + 1])) }
            _ = file.add(BinaryPlistBuilder.ascii("x"))
            return (objects: file.add(file.array([first])), root: file.add(BinaryPlistBuilder.uid(0)))
        },
    ]

    /// `validate --model Model.xcdatamodel Good.plist` with `elements` made by `build`, which adds the
    /// archive's objects and returns the indices of `$objects` and of `$top`'s root reference.
    private static func model(
        _ name: String, expecting message: String,
        _ build: @escaping @Sendable (inout BinaryPlistBuilder) -> (objects: Int, root: Int)
    ) -> AdversarialCase {
        AdversarialCase(
            name: "Xcode 3 model: " + name, arguments: I.validate("Good.plist", ["--model", "Model.xcdatamodel"]), status: 1,
            expectation: .diagnostic(file: "Model.xcdatamodel/elements", at: nil, code: "model-error", message: message)
        ) { folder in
            var file = BinaryPlistBuilder(referenceSize: 2)
            // The archive's top dictionary comes first, so that it is the root object.
            file.objects.append([])
            let (objects, root) = build(&file)
            let keys = [file.add(BinaryPlistBuilder.ascii("$objects")), file.add(BinaryPlistBuilder.ascii("$top"))]
            let rootKey = file.add(BinaryPlistBuilder.ascii("root"))
            let top = file.add(file.dictionary(keys: [rootKey], values: [root]))
            file.objects[0] = file.dictionary(keys: keys, values: [objects, top])
            try folder.write("Model.xcdatamodel/elements", file.bytes)
            try folder.write("Good.plist", "( { rowInformation = ( \(I.row) ); } )")
        }
    }
}
