import Foundation
import JSON
import Ledger

// ledger-fault-writer FOLDER SESSION N [--payload BYTES] [--die-after SECONDS [--from-first-save]]
//
// A victim for the crash tests in LedgerTests: appends N records to a session's ledger and,
// after each `append` returns (the record is on disk), prints `saved <seq>` and flushes, so the
// test that kills it with SIGKILL knows exactly which records it was promised. Big payloads
// make a write span many pages, which gives the kill a chance to land in the middle of one and
// leave a torn line behind. Not a product: it exists only to be killed.
//
// `--die-after` makes it send SIGKILL to itself that many seconds after it starts (or after
// its first promise, with `--from-first-save`): the same abrupt end as a kill from outside,
// without the test signalling a process id that may already belong to another process once
// this one has ended (tests run in parallel and start processes all the time).

/// Says what went wrong and exits with the usage status, so a broken test setup is not
/// mistaken for a crash.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ledger-fault-writer: error: \(message)\n".utf8))
    exit(2)
}

let usage = "usage: ledger-fault-writer FOLDER SESSION N [--payload BYTES] [--die-after SECONDS [--from-first-save]]"
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let count = Int(arguments[2]), count >= 0 else { fail(usage) }
var payloadSize = 200
var dieAfter: Double?
var fromFirstSave = false
var position = 3
while position < arguments.count {
    switch arguments[position] {
    case "--payload":
        guard position + 1 < arguments.count, let size = Int(arguments[position + 1]), size >= 0 else { fail("--payload needs a byte count") }
        payloadSize = size
        position += 2
    case "--die-after":
        guard position + 1 < arguments.count, let seconds = Double(arguments[position + 1]), seconds >= 0 else {
            fail("--die-after needs a number of seconds")
        }
        dieAfter = seconds
        position += 2
    case "--from-first-save":
        fromFirstSave = true
        position += 1
    default:
        fail(usage)
    }
}

/// SIGKILL to this process `seconds` from now, from a thread of its own.
func dieLater(_ seconds: Double) {
    let thread = Thread {
        usleep(useconds_t(seconds * 1_000_000))
        kill(getpid(), SIGKILL)
    }
    thread.start()
}
if let dieAfter, !fromFirstSave { dieLater(dieAfter) }

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
        if index == 0, fromFirstSave, let dieAfter { dieLater(dieAfter) }
    } catch {
        fail("\(error)")
    }
}
writer.close()
