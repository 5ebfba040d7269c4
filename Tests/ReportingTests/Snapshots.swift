import CDLGenTestSupport

/// This target's golden files, in `Snapshots/` beside this file.
let snapshots = GoldenFolder(besides: #filePath)
