import Foundation
import Workflows

/// Where a command writes: standard output for its results, standard error for problems
/// with the invocation. Tests capture both; the tool writes them to the terminal.
public final class CommandOutput {
    private var outBuffer: [UInt8] = []
    private var errBuffer: [UInt8] = []
    /// The descriptors written to; nil keeps the text in memory.
    private let outHandle: Int32?
    private let errHandle: Int32?

    /// Writes to the process's standard output and error. A write that fails (a full disk,
    /// `/dev/full`) ends the process with one line on standard error and exit status 2: output
    /// that cannot be written must not look like success, and must not crash either. A closed
    /// pipe (`stepwise plan features | head`) is the reader saying it has read enough: the
    /// process ends quietly, as the SIGPIPE it ignores would have ended it, but without a
    /// crash report and with status 0, since nothing the reader asked for went missing.
    public static func standard() -> CommandOutput {
        signal(SIGPIPE, SIG_IGN)
        return CommandOutput(out: STDOUT_FILENO, err: STDERR_FILENO)
    }

    /// Keeps everything in memory, for tests.
    public static func captured() -> CommandOutput { CommandOutput(out: nil, err: nil) }

    private init(out: Int32?, err: Int32?) {
        outHandle = out
        errHandle = err
    }

    /// Whether standard output is a terminal a person reads; captured output never is, so a
    /// test prints the same lines whatever it was started from.
    public var isTerminal: Bool { outHandle.map { isatty($0) == 1 } ?? false }

    public func line(_ text: String) {
        outBuffer.append(contentsOf: text.utf8)
        outBuffer.append(UInt8(ascii: "\n"))
        if outHandle != nil && outBuffer.count > 1 << 16 { flush() }
    }

    /// Bytes as they are, for output made in pieces (a large document's message).
    public func write(_ bytes: [UInt8]) {
        outBuffer.append(contentsOf: bytes)
        if outHandle != nil && outBuffer.count > 1 << 16 { flush() }
    }

    /// The first `length` bytes of a file open at `descriptor`, copied by the kernel straight
    /// to standard output where it can (a large plan's spooled JSON is hundreds of megabytes,
    /// and reading it back into memory only to write it out again doubled the copying). False
    /// when the kernel will not copy between the two; nothing is written then.
    func copyFile(_ descriptor: Int32, length: Int) -> Bool {
        guard let outHandle else { return false }
        flush()
        var offset = off_t(0)
        while Int(offset) < length {
            let copied = sendfile(outHandle, descriptor, &offset, length - Int(offset))
            if copied < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                // Nothing copied yet and the kernel cannot: the caller copies by reading.
                if offset == 0 && (errno == EINVAL || errno == ENOSYS) { return false }
                Self.fail("standard output", errno)
            }
            if copied == 0 { Self.fail("standard output", EIO) }
        }
        return true
    }

    public func errorLine(_ text: String) {
        flush()
        errBuffer.append(contentsOf: text.utf8)
        errBuffer.append(UInt8(ascii: "\n"))
        flush()
    }

    public func flush() {
        if let outHandle, !outBuffer.isEmpty {
            if let code = Self.writeAll(outBuffer, to: outHandle) { Self.fail("standard output", code) }
            outBuffer.removeAll(keepingCapacity: true)
        }
        if let errHandle, !errBuffer.isEmpty {
            // Nowhere is left to say that standard error failed: the exit status says it.
            if Self.writeAll(errBuffer, to: errHandle) != nil { exit(ExitStatus.usage) }
            errBuffer.removeAll(keepingCapacity: true)
        }
    }

    /// Writes every byte, retrying interrupted and partial writes; the error code on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? { DescriptorWrite.all(bytes, to: descriptor) }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? { DescriptorWrite.all(bytes, to: descriptor) }

    private static func fail(_ what: String, _ code: Int32) -> Never {
        if code == EPIPE && what == "standard output" { exit(ExitStatus.success) }
        let message = "stepwise: error: cannot write to \(what): \(String(cString: strerror(code)))\n"
        _ = writeAll(Array(message.utf8), to: STDERR_FILENO)
        exit(ExitStatus.usage)
    }

    /// What was written to standard output (captured output only).
    public var standardOutput: String { String(decoding: outBuffer, as: UTF8.self) }
    /// What was written to standard error (captured output only).
    public var standardError: String { String(decoding: errBuffer, as: UTF8.self) }
}
