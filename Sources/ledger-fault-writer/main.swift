import Foundation
import JSON
import Ledger

// ledger-fault-writer FOLDER SESSION N [--payload BYTES]
//
// A victim for the crash tests in LedgerTests: appends N records to a session's ledger and,
// after each `append` returns (the record is on disk), prints `saved <seq>` and flushes, so the
// test that kills it with SIGKILL knows exactly which records it was promised. Big payloads
// make a write span many pages, which gives the kill a chance to land in the middle of one and
// leave a torn line behind. Not a product: it exists only to be killed.

/// Says what went wrong and exits with the usage status, so a broken test setup is not
/// mistaken for a crash.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ledger-fault-writer: error: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 || arguments.count == 5, let count = Int(arguments[2]), count >= 0 else {
    fail("usage: ledger-fault-writer FOLDER SESSION N [--payload BYTES]")
}
var payloadSize = 200
if arguments.count == 5 {
    guard arguments[3] == "--payload", let size = Int(arguments[4]), size >= 0 else { fail("--payload needs a byte count") }
    payloadSize = size
}

let writer: LedgerWriter
do {
    (writer, _) = try LedgerWriter.open(folder: arguments[0], sessionID: arguments[1], holder: "ledger-fault-writer")
} catch {
    fail("\(error)")
}
// Each promise goes straight to file descriptor 1 with one `write`, not through stdio's
// buffer: the test must see every promise made before the kill, and a buffered line would die
// with the process.
let filler = String(repeating: "x", count: payloadSize)
for index in 0..<count {
    do {
        let record = try writer.append(RecordType.note, ["text": .string(filler), "index": .int(index)])
        let line = Array("saved \(record.seq)\n".utf8)
        guard line.withUnsafeBytes({ write(1, $0.baseAddress, $0.count) }) == line.count else { fail("cannot write to stdout") }
    } catch {
        fail("\(error)")
    }
}
writer.close()
