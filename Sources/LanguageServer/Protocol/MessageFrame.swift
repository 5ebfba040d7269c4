/// One message of the base protocol: its `Content-Length` bytes of JSON, or — when the header announced
/// more than the reader takes — only its size, its bytes read and dropped.
public enum MessageFrame: Sendable, Equatable {
    case body([UInt8])
    /// A message longer than `FrameParser.maximumBodySize`: skipped whole, never held in memory.
    case tooLarge(size: Int)
}
