import FuzzSupport

// `bplist00` and the bytes, so every input reaches the binary reader (the seeds are binary files
// without their first 8 bytes).
FuzzDriver.run { data, size in
    FuzzInput.load(FuzzInput.binaryMagic + FuzzInput.bytes(data, size), pathExtension: "plist")
    return 0
}
