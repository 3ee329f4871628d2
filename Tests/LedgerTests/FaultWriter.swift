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

    /// Starts the writer on a session, kills it with SIGKILL after `delay` seconds (unless it
    /// has finished by then), and returns what it promised.
    func run(folder: String, session: String, records: Int, payloadBytes: Int, killAfter delay: Double) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = [folder, session, String(records), "--payload", String(payloadBytes)]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        usleep(useconds_t(delay * 1_000_000))
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        process.waitUntilExit()
        // The pipes hold everything written before the end: a `saved` line is at most a few
        // dozen bytes, and a run never promises enough of them to fill a pipe's buffer.
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Only whole lines count: each promise is one write of a short line, so a partial one
        // would mean the writer died before making it.
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var saved: [Int] = []
        for line in lines {
            guard line.hasPrefix("saved "), let seq = Int(line.dropFirst(6)) else {
                throw FaultWriterError(message: "unexpected output from ledger-fault-writer: \(line)")
            }
            saved.append(seq)
        }
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            saved: saved, killed: killed && signalled, exitStatus: signalled ? nil : process.terminationStatus, standardError: message)
    }
}

struct FaultWriterError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
