/// `render --object N` asked for more objects of the view's entity than the data has.
public struct ObjectOutOfRange: Error, Sendable, CustomStringConvertible {
    public var number: Int
    public var entity: String
    public var count: Int

    public var description: String {
        "--object \(number): there \(count == 1 ? "is 1 \(entity) object" : "are \(count) \(entity) objects") to show"
    }
}
