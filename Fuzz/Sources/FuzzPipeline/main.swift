import Foundation
import FuzzSupport

// The bytes as a definition file, through the whole preview pipeline. The model is made once: the
// repository's sample model unless CDLGEN_FUZZ_MODEL names another.
FuzzPipeline.shared = FuzzPipeline(
    model: ProcessInfo.processInfo.environment["CDLGEN_FUZZ_MODEL"]
        ?? URL(fileURLWithPath: #filePath).appendingPathComponent("../../../../Definitions/Model.xcdatamodeld").standardized.path)
FuzzDriver.run { data, size in
    FuzzPipeline.shared?.run(FuzzInput.bytes(data, size))
    return 0
}
