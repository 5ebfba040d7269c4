import FuzzSupport

// the bytes as an OpenStep property list (the seeds are OpenStep; JSON is tried first, as for any file).
FuzzDriver.run { data, size in
    FuzzInput.load(FuzzInput.bytes(data, size), pathExtension: "plist")
    return 0
}
