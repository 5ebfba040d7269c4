/// https://developer.apple.com/documentation/foundation/bundle (what `Text(_:tableName:bundle:comment:)`
/// names)
open class Bundle: NSObject {
    /// https://developer.apple.com/documentation/foundation/bundle/main
    open class var main: Bundle { fatalError() }
}
