import Foundation
import FuzzSupport

// The bytes as a Core Data SQLite store of the repository's sample model, read as `preview --store`
// reads one (the seeds are Definitions/App.sqlite and stores Scripts/make-store writes).
FuzzStore.shared = FuzzStore(
    model: ProcessInfo.processInfo.environment["CDLGEN_FUZZ_MODEL"]
        ?? URL(fileURLWithPath: #filePath).appendingPathComponent("../../../../Definitions/Model.xcdatamodeld").standardized.path)
FuzzDriver.run { data, size in
    FuzzStore.shared?.run(FuzzInput.bytes(data, size))
    return 0
}
