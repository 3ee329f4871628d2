import Foundation
import Workflows

/// How many columns the tester's terminal has, so lines can be wrapped between words
/// (`LineWrap`). Asked each time a line is printed, so a window made wider or narrower during
/// a session is followed from the next line on.
enum TerminalWidth {
    #if os(Linux)
        private static let request = UInt(TIOCGWINSZ)
    #else
        private static let request: UInt = 0x4008_7468  // TIOCGWINSZ, which Swift cannot import on Darwin
    #endif

    /// The terminal's width: what the terminal says (TIOCGWINSZ), else `COLUMNS`. Nil when the
    /// output is not a terminal: a file or a program reading the output gets whole lines.
    static func columns(isTerminal: Bool, environment: [String: String]) -> Int? {
        guard isTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 { return columns }
        return nil
    }
}
