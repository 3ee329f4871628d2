import Foundation

/// Where a command writes: standard output for its results, standard error for problems
/// with the invocation. Tests capture both; the tool writes them to the terminal.
public final class CommandOutput {
    private var outBuffer: [UInt8] = []
    private var errBuffer: [UInt8] = []
    private let outHandle: FileHandle?
    private let errHandle: FileHandle?

    /// Writes to the process's standard output and error.
    public static func standard() -> CommandOutput {
        CommandOutput(out: FileHandle.standardOutput, err: FileHandle.standardError)
    }

    /// Keeps everything in memory, for tests.
    public static func captured() -> CommandOutput { CommandOutput(out: nil, err: nil) }

    private init(out: FileHandle?, err: FileHandle?) {
        outHandle = out
        errHandle = err
    }

    public func line(_ text: String) {
        outBuffer.append(contentsOf: text.utf8)
        outBuffer.append(UInt8(ascii: "\n"))
        if outHandle != nil && outBuffer.count > 1 << 16 { flush() }
    }

    public func errorLine(_ text: String) {
        flush()
        errBuffer.append(contentsOf: text.utf8)
        errBuffer.append(UInt8(ascii: "\n"))
        flush()
    }

    public func flush() {
        if let outHandle, !outBuffer.isEmpty {
            outHandle.write(Data(outBuffer))
            outBuffer.removeAll(keepingCapacity: true)
        }
        if let errHandle, !errBuffer.isEmpty {
            errHandle.write(Data(errBuffer))
            errBuffer.removeAll(keepingCapacity: true)
        }
    }

    /// What was written to standard output (captured output only).
    public var standardOutput: String { String(decoding: outBuffer, as: UTF8.self) }
    /// What was written to standard error (captured output only).
    public var standardError: String { String(decoding: errBuffer, as: UTF8.self) }
}
