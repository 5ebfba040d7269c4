/// A problem with the run's settings that no file position can show: an I/O or usage failure (exit 2).
public struct RunSettingsError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}
