// swift-tools-version:6.0
// libFuzzer targets for cdlgen's readers and its whole pipeline. Not part of the main package: they
// link only with `-sanitize=fuzzer`, as `Scripts/fuzz` builds them.
import PackageDescription

let fuzzTargets = [
    "FuzzXML", "FuzzOpenStep", "FuzzJSON", "FuzzBinary", "FuzzPipeline", "FuzzXcode3Model", "FuzzStore", "FuzzLSPReader", "FuzzLSPServer",
]

let package = Package(
    name: "cdlgen-fuzz",
    dependencies: [.package(name: "cdlgen", path: "..")],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer", .product(name: "Checks", package: "cdlgen"), .product(name: "Definitions", package: "cdlgen"),
                .product(name: "Reporting", package: "cdlgen"), .product(name: "SampleData", package: "cdlgen"),
                .product(name: "CoreDataModel", package: "cdlgen"),
                .product(name: "Previews", package: "cdlgen"), .product(name: "CoreDataStore", package: "cdlgen"),
                .product(name: "LanguageServer", package: "cdlgen"),
            ]),
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "CoreDataModel", package: "cdlgen")],
                // gold fails with an internal error on these ASan-instrumented objects; lld links them.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
            )
        }
)
