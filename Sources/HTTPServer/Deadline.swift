import Dispatch

/// A moment on the monotonic clock, so that a change of the wall clock (NTP, the tester
/// changing the time zone or date) neither cuts a request short nor lets it run forever.
struct Deadline {
    let uptimeNanoseconds: UInt64

    static func after(_ seconds: Double) -> Deadline {
        let now = DispatchTime.now().uptimeNanoseconds
        let span = seconds <= 0 ? 0 : UInt64(min(seconds, 1e9) * 1e9)
        return Deadline(uptimeNanoseconds: now &+ span)
    }

    var hasPassed: Bool { DispatchTime.now().uptimeNanoseconds >= uptimeNanoseconds }

    /// What is left, in whole milliseconds rounded up, for poll(): 0 only once it has passed,
    /// so a wait never spins on a 0 ms timeout while a fraction of a millisecond remains.
    var pollMilliseconds: Int32 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < uptimeNanoseconds else { return 0 }
        let milliseconds = (uptimeNanoseconds - now + 999_999) / 1_000_000
        return Int32(min(milliseconds, UInt64(Int32.max)))
    }

    func earlier(_ other: Deadline) -> Deadline {
        uptimeNanoseconds <= other.uptimeNanoseconds ? self : other
    }
}
