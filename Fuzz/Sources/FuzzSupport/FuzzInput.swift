import PlistLoader

/// What every fuzz target does with libFuzzer's bytes: load them as a property list with small limits
/// (deep inputs are found fast, and each run stays cheap), and touch the result so nothing is optimised
/// away. Any throw is a diagnostic, which is fine; a crash, a leak or a hang is the finding.
public enum FuzzInput {
    public static let limits = PlistLimits(maxDepth: 64, maxFileSize: 1 << 20, maxBinaryNodes: 100_000)

    public static let binaryMagic = Array("bplist00".utf8)

    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Loads and walks the tree; the count of nodes, for the caller to ignore.
    @discardableResult
    public static func load(_ bytes: [UInt8], pathExtension: String) -> Int {
        do {
            let document = try PlistLoader(limits: limits).load(bytes, pathExtension: pathExtension)
            return count(document.root)
        } catch {
            return error.message.utf8.count
        }
    }

    private static func count(_ node: PlistNode) -> Int {
        switch node.value {
        case .array(let elements): return elements.reduce(1) { $0 + count($1) }
        case .dictionary(let dictionary): return dictionary.entries.reduce(1) { $0 + $1.key.utf8.count + count($1.value) }
        default: return 1
        }
    }
}
