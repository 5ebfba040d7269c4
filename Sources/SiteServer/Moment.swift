import Dispatch

/// A point on the monotonic clock, in nanoseconds.
typealias Moment = UInt64

extension Moment {
    static var now: Moment { DispatchTime.now().uptimeNanoseconds }

    func adding(seconds: Double) -> Moment { self + Moment(seconds * 1e9) }
}
