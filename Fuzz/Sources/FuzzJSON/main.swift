import FuzzSupport

// the bytes as a .json file.
FuzzDriver.run { data, size in
    FuzzInput.load(FuzzInput.bytes(data, size), pathExtension: "json")
    return 0
}
