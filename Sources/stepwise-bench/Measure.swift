import Foundation

/// Wall-clock time and resident memory, read the cheap way the kernel offers them.
enum Measure {
    /// Nanoseconds on the monotonic clock: immune to clock changes, and safe to read from the
    /// watchdog thread as well as the main one.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Runs `body` and returns its result with the seconds it took.
    static func seconds<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let result = try body()
        return (result, Double(now() - start) / 1e9)
    }

    /// The process's peak resident set size in bytes since it started (`ru_maxrss`, which
    /// Linux reports in kilobytes).
    static func processPeakBytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    /// Starts a new peak-memory window: Linux resets `VmHWM` when "5" is written to
    /// `/proc/self/clear_refs`. False where that is not allowed; `windowPeakBytes` then
    /// falls back to the whole-process peak, which can only overstate.
    @discardableResult
    static func resetPeakWindow() -> Bool {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
    }

    /// Peak resident bytes since the last `resetPeakWindow()`.
    static func windowPeakBytes() -> Int {
        statusField("VmHWM:") ?? processPeakBytes()
    }

    /// Resident bytes right now.
    static func currentBytes() -> Int {
        statusField("VmRSS:") ?? 0
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let number = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }
}

/// Number formatting for the report. MB means 10^6 bytes throughout, as `gen_corpus.py` and
/// the reference figures in shared/README.md count them.
enum Format {
    static func mb(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 2) + " MB" }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
