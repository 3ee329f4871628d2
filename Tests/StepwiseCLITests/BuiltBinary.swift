import Foundation

/// The `stepwise` executable SwiftPM built with this test bundle. The terminal tests run it as
/// a separate process, because a pseudo-terminal, a signal or a kill only means something to a
/// real process, not to `Stepwise.run` called in-process.
enum BuiltBinary {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "the built 'stepwise' executable was not found in: \(searched.joined(separator: ", ")); "
                + "build it with 'swift build --build-tests' (plain 'swift test' builds it too)"
        }
    }

    /// The path of `stepwise` beside the test bundle (the same build, so never a stale binary
    /// from another scratch path), else in the package's default `.build/debug`.
    static func stepwise() throws -> String {
        var folders: [String] = []
        // Linux: the test bundle is itself the running executable, in the products folder.
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        // macOS: the bundle is loaded by a runner elsewhere; its products folder holds it.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent().path)
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folders.append(package.appendingPathComponent(".build/debug").path)
        for folder in folders {
            let candidate = folder + "/stepwise"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw Missing(searched: folders)
    }

    /// util-linux `script`, which runs a command on a pseudo-terminal. BSD `script` (macOS)
    /// takes other options, so only util-linux's counts.
    static let script: String? = {
        let path = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: path),
            let version = try? ChildProcess(path, ["--version"], environment: [:], directory: "/"),
            version.waitForExit(timeout: 10) == 0
        else { return nil }
        return version.output.contains("util-linux") ? path : nil
    }()

    /// Quotes one word for `sh -c`, which is how `script -c` runs its command.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A child process whose standard input is a pipe the test writes to, and whose standard
/// output and error go to one pipe read on a background thread, so the test can wait for a
/// prompt with a deadline instead of blocking on a read that might never return.
final class ChildProcess: @unchecked Sendable {
    /// What the reader thread and the termination handler share with the test. Kept apart from
    /// `ChildProcess` so neither holds it alive: its deinit is what kills a process a failed
    /// test left running.
    private final class Shared: @unchecked Sendable {
        /// Guards everything below; broadcast whenever any of it changes.
        let condition = NSCondition()
        var bytes: [UInt8] = []
        /// Where the next `waitFor` starts looking, so waiting for the same prompt twice
        /// finds the next one rather than the one already seen.
        var cursor = 0
        var status: Int32?
        var outputEnded = false
    }

    private let process = Process()
    private let input = Pipe()
    private let shared = Shared()

    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: String) throws {
        // A write to a child that has just been killed must fail with EPIPE, not end the
        // whole test run with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let outputPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = outputPipe
        let shared = shared
        process.terminationHandler = { finished in
            shared.condition.lock()
            shared.status = finished.terminationReason == .uncaughtSignal ? 128 + finished.terminationStatus : finished.terminationStatus
            shared.condition.broadcast()
            shared.condition.unlock()
        }
        try process.run()
        // The reader's own copy of the read end: the pipe closes its descriptors when the
        // Process lets go of it, which may be while the reader is still reading.
        let descriptor = fcntl(outputPipe.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                shared.condition.lock()
                if count > 0 { shared.bytes.append(contentsOf: buffer[0..<count]) } else { shared.outputEnded = true }
                shared.condition.broadcast()
                shared.condition.unlock()
                if count <= 0 {
                    close(descriptor)
                    return
                }
            }
        }
        reader.start()
    }

    /// A process left running by a failed expectation must not outlive the test.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Everything the process has printed so far.
    var output: String {
        shared.condition.lock()
        defer { shared.condition.unlock() }
        return String(decoding: shared.bytes, as: UTF8.self)
    }

    /// Types text, as a tester would. False when the process no longer reads.
    @discardableResult
    func send(_ text: String) -> Bool {
        let data = Array(text.utf8)
        var offset = 0
        let descriptor = input.fileHandleForWriting.fileDescriptor
        while offset < data.count {
            let written = data[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Closes standard input: end of file for the process.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits until `text` appears after the last match, then moves past it. False on timeout or
    /// when the output ends without it.
    func waitFor(_ text: String, timeout: TimeInterval = ChildProcess.patience) -> Bool {
        let needle = Array(text.utf8)
        let deadline = Date(timeIntervalSinceNow: timeout)
        shared.condition.lock()
        defer { shared.condition.unlock() }
        while true {
            if let end = ChildProcess.find(needle, in: shared.bytes, from: shared.cursor) {
                shared.cursor = end
                return true
            }
            if shared.outputEnded || !shared.condition.wait(until: deadline) {
                // One last look: the bytes may have come with the end or the deadline.
                if let end = ChildProcess.find(needle, in: shared.bytes, from: shared.cursor) {
                    shared.cursor = end
                    return true
                }
                return false
            }
        }
    }

    /// The exit status (128 + N when killed by signal N, as a shell reports it), or nil if the
    /// process is still running at the deadline. Returns once the output is read to its end,
    /// so `output` is then complete.
    func waitForExit(timeout: TimeInterval = ChildProcess.patience) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        shared.condition.lock()
        defer { shared.condition.unlock() }
        while shared.status == nil || !shared.outputEnded {
            if !shared.condition.wait(until: deadline) { break }
        }
        return shared.outputEnded ? shared.status : nil
    }

    /// Sends a signal to the process (not to `script`'s child: that one gets its signals
    /// through the terminal, as a person's would).
    func deliver(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// How long to wait for a prompt or an exit. Far longer than any step takes (milliseconds),
    /// so a busy machine running other tests in parallel does not fail these; a hang still
    /// fails the test well inside its time limit.
    static let patience: TimeInterval = 20

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}
