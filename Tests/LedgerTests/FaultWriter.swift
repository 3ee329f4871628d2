import Foundation

/// The `ledger-fault-writer` executable, run as a separate process so that it can be killed
/// with SIGKILL at any moment, exactly as a crash or a pulled plug would stop a session.
struct FaultWriter {
    let url: URL

    /// Where SwiftPM puts executables beside the test bundle: the same build folder
    /// (`.build/<triple>/debug/`, also reachable as `.build/debug/`).
    static func locate() -> FaultWriter? {
        var folders: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append((executable as NSString).deletingLastPathComponent)
        }
        folders.append((Bundle.main.bundlePath as NSString).deletingLastPathComponent)
        folders.append(Bundle.main.bundlePath)
        folders.append(FileManager.default.currentDirectoryPath + "/.build/debug")
        for folder in folders {
            let path = folder + "/ledger-fault-writer"
            if FileManager.default.isExecutableFile(atPath: path) { return FaultWriter(url: URL(fileURLWithPath: path)) }
        }
        return nil
    }

    /// What a run promised before it ended.
    struct Outcome {
        /// Every seq it printed `saved <seq>` for.
        let saved: [Int]
        /// It was killed (as opposed to finishing all its records first).
        let killed: Bool
        /// Its status when it exited by itself; 0 unless something is wrong with the setup.
        let exitStatus: Int32?
        let standardError: String
    }

    /// Starts the writer on a session, which kills itself with SIGKILL `delay` seconds later
    /// (unless it has finished by then), counting from its start or, with `afterFirstPromise`,
    /// from its first `saved` line — so that on a slow or busy machine the kill still lands
    /// among the appends and not always in the start-up. Returns what it promised.
    ///
    /// The writer kills itself rather than being killed from here: a `kill` by process id
    /// after it had ended could hit another test's process that was given the same id.
    func run(
        folder: String, session: String, records: Int, payloadBytes: Int, killAfter delay: Double, afterFirstPromise: Bool
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments =
            [folder, session, String(records), "--payload", String(payloadBytes), "--die-after", String(delay)]
            + (afterFirstPromise ? ["--from-first-save"] : [])
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var printed: [UInt8] = []
        process.waitUntilExit()
        // The pipes hold everything written before the end: a `saved` line is a dozen bytes,
        // and a run never promises enough of them in its few milliseconds to fill a pipe.
        printed += output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Only whole lines count: each promise is one write of a short line, so a partial one
        // would mean the writer died before making it.
        let lines = String(decoding: printed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var saved: [Int] = []
        for line in lines {
            guard line.hasPrefix("saved "), let seq = Int(line.dropFirst(6)) else {
                throw FaultWriterError(message: "unexpected output from ledger-fault-writer: \(line)")
            }
            saved.append(seq)
        }
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            saved: saved, killed: signalled && process.terminationStatus == SIGKILL, exitStatus: signalled ? nil : process.terminationStatus,
            standardError: message)
    }
}

struct FaultWriterError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
