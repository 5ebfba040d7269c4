import CLibFuzzer
import Foundation

/// Runs libFuzzer with the program's arguments and exits with its status. Each target's `main.swift`
/// calls this: SwiftPM gives every executable a `main` of its own, so libFuzzer's cannot be used.
public enum FuzzDriver {
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
}
