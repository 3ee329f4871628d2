import Foundation
import Synchronization

/// Makes a crash or a hang of the parser leave behind what is needed to reproduce it.
///
/// A crash kills the process, so the input under test is kept in a buffer allocated up front,
/// and a signal handler — which may only make async-signal-safe calls — writes that buffer to a
/// file named in advance. A hang never returns, so a watchdog thread watches the time the
/// current input has taken and, past the limit, rebuilds the input from its iteration number
/// (generation is pure) and saves it itself.
enum CrashReporter {
    /// The iteration being parsed, and the monotonic time it started (0 between inputs).
    static let iteration = Atomic<Int>(-1)
    static let startedAt = Atomic<UInt64>(0)

    // Written by the main thread between inputs, read only by the crash handler, which runs on
    // the main thread too (the parser's own faults): no other synchronisation is needed.
    nonisolated(unsafe) private static var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
    nonisolated(unsafe) private static var bufferCount = 0
    nonisolated(unsafe) private static var crashPath: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageHead = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) private static var messageMiddle = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) private static var messageTail = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    nonisolated(unsafe) private static var digits = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 24)
    nonisolated(unsafe) private static var alternateStack = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)

    /// Installs the handlers for the signals a Swift crash raises: traps (SIGILL, SIGTRAP),
    /// bad memory (SIGSEGV, SIGBUS), abort and arithmetic faults.
    ///
    /// - Parameter replay: the command that rebuilds an input, up to its iteration number.
    static func installCrashHandler(path: String, replay: String) {
        crashPath = strdup(path)
        messageHead = render("stepwise-bench: fuzz: the parser crashed on iteration ")
        messageMiddle = render("; input saved to \(path)\n  reproduce: \(replay)")
        messageTail = render("\n")
        // A stack overflow leaves no stack for the handler: give it one of its own.
        var stack = stack_t()
        stack.ss_sp = alternateStack
        stack.ss_size = 1 << 16
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in CrashReporter.crashed(signal) }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Records the input about to be parsed.
    static func willParse(_ bytes: [UInt8], iteration number: Int) {
        if bytes.count > buffer.count {
            buffer.deallocate()
            buffer = .allocate(capacity: bytes.count)
        }
        _ = buffer.initialize(from: bytes)
        bufferCount = bytes.count
        iteration.store(number, ordering: .relaxed)
        startedAt.store(Measure.now(), ordering: .releasing)
    }

    static func didParse() {
        startedAt.store(0, ordering: .releasing)
    }

    /// The signal handler: only open, write, close and raise from here on.
    private static func crashed(_ signal: Int32) {
        if let crashPath {
            let fd = open(crashPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if fd >= 0 {
                _ = write(fd, buffer.baseAddress, bufferCount)
                close(fd)
            }
        }
        // The iteration number in decimal, written into a buffer allocated in advance.
        var value = iteration.load(ordering: .relaxed)
        var end = digits.count
        repeat {
            end -= 1
            digits[end] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        } while value > 0 && end > 0
        _ = write(2, messageHead.baseAddress, messageHead.count)
        _ = write(2, digits.baseAddress! + end, digits.count - end)
        _ = write(2, messageMiddle.baseAddress, messageMiddle.count)
        _ = write(2, digits.baseAddress! + end, digits.count - end)
        _ = write(2, messageTail.baseAddress, messageTail.count)
        // SA_RESETHAND restored the default action: raising again ends the process with the
        // original signal, so the caller sees a crash, not a clean exit.
        raise(signal)
    }

    /// A message as bytes that stay put, for the handler to write without allocating.
    private static func render(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return copy
    }

    /// Starts the watchdog. `onHang` runs on the watchdog thread with the iteration that has
    /// taken longer than `limit` seconds; the process then exits with status 3.
    static func startWatchdog(limit: Double, onHang: @escaping @Sendable (Int, Double) -> Void) {
        let limitNanoseconds = UInt64(limit * 1e9)
        let thread = Thread {
            while true {
                usleep(50_000)
                let started = startedAt.load(ordering: .acquiring)
                guard started != 0 else { continue }
                let elapsed = Measure.now() &- started
                guard elapsed > limitNanoseconds else { continue }
                let number = iteration.load(ordering: .relaxed)
                // It may have finished just now; only a still-running input is a hang.
                guard startedAt.load(ordering: .acquiring) == started else { continue }
                onHang(number, Double(elapsed) / 1e9)
                // _exit, not exit: the main thread is still inside the parser, so atexit
                // handlers must not run under it; flush stdio by hand instead.
                fflush(nil)
                _exit(3)
            }
        }
        thread.start()
    }
}
