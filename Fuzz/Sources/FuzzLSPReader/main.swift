import FuzzSupport
import LanguageServer

// The bytes as what an editor sends `cdlgen lsp`, in pieces of a size the first byte picks: framing,
// then each message's JSON-RPC. Bad framing is a FrameError and bad messages InvalidMessage; only a
// crash, leak or hang is a finding.
FuzzDriver.run { data, size in
    let bytes = FuzzInput.bytes(data, size)
    var parser = FrameParser()
    let piece = max(1, Int(bytes.first ?? 1))
    var start = 0
    while start < bytes.count {
        parser.append(bytes[start..<min(bytes.count, start + piece)])
        start += piece
        var frames = 0
        while frames < 1000 {
            guard let frame = try? parser.next() else { break }
            frames += 1
            if case .body(let body) = frame { _ = try? IncomingMessage.decode(body) }
        }
    }
    return 0
}
