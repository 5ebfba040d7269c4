import Foundation

/// Standard output and error written with write(2): FileHandle's `write` stops the process on any
/// failure, and with SIGXFSZ ignored (``FileSizeSignal``) a redirection past `ulimit -f` fails with
/// EFBIG like any other write. A failure is reported on standard error, if it can be, and ends the run
/// with exit status 2 (README, "Output formats and CI": a path that cannot be written exits 2): output cut
/// short is an I/O failure, not a result.
enum StandardStream {
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        guard let failure = writeAll(bytes, to: descriptor) else { return }
        if descriptor != STDERR_FILENO {
            let reason = String(cString: strerror(failure)).lowercased()
            _ = writeAll(Array("cdlgen: error: cannot write standard output: \(reason)\n".utf8), to: STDERR_FILENO)
        }
        exit(ExitStatus.usageOrIOFailure)
    }

    /// All of `bytes`, retrying short and interrupted writes; the error number of a failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
