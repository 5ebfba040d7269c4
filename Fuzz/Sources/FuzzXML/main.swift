import FuzzSupport

// the bytes as an XML property list (the seeds are XML; the content still decides the format, so detection is fuzzed too).
FuzzDriver.run { data, size in
    FuzzInput.load(FuzzInput.bytes(data, size), pathExtension: "plist")
    return 0
}
