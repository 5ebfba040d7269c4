import CoreDataModel
import FuzzSupport

// `bplist00` and the bytes, read as an Xcode 3 model's `elements` archive: every input reaches the binary
// reader and then the keyed-archive walk (the seeds are the test fixtures' archives without their first
// 8 bytes). A bad archive is a model error; only a crash, leak or hang is a finding.
FuzzDriver.run { data, size in
    _ = try? CoreDataModelReader.readXcode3Elements(FuzzInput.binaryMagic + FuzzInput.bytes(data, size))
    return 0
}
