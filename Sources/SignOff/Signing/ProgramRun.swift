import Foundation

/// Runs a program to completion with standard input read from a file, and returns its exit
/// status and output. A time limit makes sure a program that waits for someone (a passphrase
/// prompt on the terminal) cannot hang the command that called it.
struct ProgramRun {
    let status: Int32
    let standardOutput: String
    let standardError: String

    enum Failure: Error {
        case couldNotStart(String)
        case timedOut
    }

    static func run(
        _ executable: String, _ arguments: [String], standardInput: String, environment: [String: String], timeLimit: Int
    ) throws(Failure) -> ProgramRun {
        guard let input = FileHandle(forReadingAtPath: standardInput) else {
            throw .couldNotStart("cannot read \(standardInput)")
        }
        defer { try? input.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw .couldNotStart("\(error.localizedDescription)")
        }
        if finished.wait(timeout: .now() + .seconds(timeLimit)) == .timedOut {
            // SIGKILL, because a process stopped by SIGTTIN (reading a terminal it does not
            // own) would never act on SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            throw .timedOut
        }
        // ssh-keygen writes a few lines at most, far below a pipe's buffer, so reading after
        // it exits cannot block it.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        return ProgramRun(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }
}
