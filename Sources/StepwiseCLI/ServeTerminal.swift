import BrowserFace
import Foundation
import Workflows

/// The terminal `stepwise serve` runs in, written by several threads: the main one, the server's
/// (when a browser comes in with the entry link) and the one that waits for Enter. Each message
/// is written whole, one at a time.
///
/// The entry link lets one browser in, once (`EntryLink`), so the terminal is where the tester
/// gets another: pressing Enter prints a new link. And it says when a browser came in, so a
/// tester whose link was used by someone else first (it was in the process list) sees that it
/// was not them.
final class ServeTerminal: @unchecked Sendable {
    private let output: CommandOutput
    private let lock = NSLock()

    init(output: CommandOutput) {
        self.output = output
    }

    /// Writes the lines, and flushes them.
    func say(_ lines: [String]) {
        lock.lock()
        defer { lock.unlock() }
        for line in lines { output.line(line) }
        output.flush()
    }

    /// A browser came in with an entry link (a tester's own, or the one for anyone).
    func entered(_ arrival: BrowserArrival) {
        let time = Date().formatted(date: .omitted, time: .standard)
        if let tester = arrival.tester {
            say(["\(time): a browser at \(arrival.address) came in with \(tester)'s link, which now lets no one else in; it tests as \(tester)."])
        } else {
            say(["\(time): a browser at \(arrival.address) came in with the link, which now lets no one else in. Press Enter for a new link."])
        }
    }

    /// Reads standard input on a thread of its own; each line (Enter) prints a new entry link made
    /// by `newLink`, and a name typed before Enter that tester's own link, made by `testersLink`.
    /// Ends at the end of the input: with none (started in the background, input from
    /// /dev/null), a new link comes only with a new start.
    func offerNewLinks(_ newLink: @escaping @Sendable () -> [String], testersLink: @escaping @Sendable (String) -> [String]) {
        let thread = Thread { [self] in
            answerEnter(reading: { readLine(strippingNewline: true) }, newLink: newLink, testersLink: testersLink)
        }
        thread.name = "stepwise serve: Enter for a new link"
        thread.start()
    }

    /// Prints a new link for each line `read` gives, until it gives nil: for anyone after an
    /// empty line, for the tester a line names otherwise.
    func answerEnter(reading read: () -> String?, newLink: () -> [String], testersLink: (String) -> [String] = { _ in [] }) {
        while let line = read() {
            let tester = line.trimmingCharacters(in: .whitespaces)
            if tester.isEmpty {
                say(["A new link; it lets one browser in, once, and the one before it no longer works:"] + newLink())
            } else if tester.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                say(["A tester's name cannot hold control characters; type the name again, or press Enter for a link for anyone."])
            } else {
                say(["\(tester)'s own link; it lets one browser in, once, and sessions started there are \(tester)'s:"] + testersLink(tester))
            }
        }
    }
}
