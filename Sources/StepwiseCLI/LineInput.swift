import Foundation
import Workflows

/// Where the tester's lines come from: the terminal, or scripted answers (`--answers FILE|-`,
/// one command per line, an empty line being Enter).
///
/// Lines are read one at a time, as each prompt needs one: a program driving a session line
/// by line sees each prompt before it answers, and endless input (`yes p |`, `/dev/zero`)
/// costs no more memory than one line. A line longer than `maximumLineLength` ends the input
/// with a problem, rather than growing without bound.
///
/// A line that is not UTF-8 (a file saved as Latin-1, a terminal set to another encoding) is
/// never taken with U+FFFD in place of what was typed. Scripted answers stop there with
/// `FILE:LINE:COLUMN: error:`, as `stepwise check` reports a feature file: a script cannot
/// type the line again, and the next line, meant for the next prompt, must not answer this one.
/// On a terminal the tester is told (`onInvalidLine`) and the line is read again.
final class LineInput {
    static let maximumLineLength = 1 << 16

    private let source: Source
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var lineNumber = 0
    /// Why the input ended early (a line too long, UTF-16 text, a read error); nil while it
    /// has not, or when it simply ran out.
    private(set) var problem: String?
    let isScripted: Bool
    private let name: String
    /// A person at a terminal, who can type a refused line again (and be asked a follow-up
    /// question); anything else stops there.
    let asksAgain: Bool
    /// Says to the tester at a terminal why the line they typed was not taken; the line is then
    /// read again. The session sets it to say so and ask its question again.
    var onInvalidLine: ((String) -> Void)?

    enum Source {
        case descriptor(Int32, closeWhenDone: Bool)
        case bytes
    }

    private init(source: Source, bytes: [UInt8] = [], scripted: Bool, name: String, asksAgain: Bool = false) {
        self.source = source
        buffer = bytes
        isScripted = scripted
        self.name = name
        self.asksAgain = asksAgain
        if case .bytes = source { ended = true }
    }

    deinit {
        if case .descriptor(let descriptor, true) = source { close(descriptor) }
    }

    /// The terminal (standard input), read as the tester types.
    static func terminal() -> LineInput {
        LineInput(
            source: .descriptor(STDIN_FILENO, closeWhenDone: false), scripted: false, name: "standard input", asksAgain: isatty(STDIN_FILENO) != 0)
    }

    /// No lines at all, for a session whose every answer came with it (a browser's start
    /// form): nothing is asked, as with `--answers`.
    static func none(name: String) -> LineInput {
        LineInput(source: .bytes, scripted: true, name: name)
    }

    /// The next line, or nil when there are no more (answers used up, the terminal closed, or
    /// a `problem`).
    func next() -> String? {
        guard problem == nil else { return nil }
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                compact()
                switch take(line) {
                case .text(let text): return text
                case .again: continue
                case .stop: return nil
                }
            }
            if buffer.count - start > Self.maximumLineLength {
                problem = "\(name): error: line \(lineNumber + 1) is longer than \(Self.maximumLineLength) bytes; answers are one command per line"
                return nil
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                switch take(line) {
                case .text(let text): return text
                case .again: continue
                case .stop: return nil
                }
            }
            fill()
        }
    }

    /// What became of one line read.
    private enum Taken {
        case text(String)
        /// Refused, and the tester told; read the next line in its place.
        case again
        /// The input ends here (`problem` says why).
        case stop
    }

    /// One line's text: the byte-order mark before the first one and a carriage return at the
    /// end (files saved on Windows) are no part of it. Bytes that are not UTF-8 are refused, at
    /// the column (in characters, after the mark) where they start.
    private func take(_ bytes: [UInt8]) -> Taken {
        lineNumber += 1
        var line = bytes[...]
        if lineNumber == 1 {
            if line.starts(with: [0xFF, 0xFE]) || line.starts(with: [0xFE, 0xFF]) {
                problem = "\(name): error: UTF-16 text; save the answers file as UTF-8"
                return .stop
            }
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard let (column, byte) = Self.firstInvalidUTF8(line) else { return .text(String(decoding: line, as: UTF8.self)) }
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        if asksAgain {
            onInvalidLine?(
                "That line is not valid UTF-8 (byte \(hex) at column \(column)), so it was not taken; set the terminal to UTF-8 and type it again.")
            return .again
        }
        problem =
            "\(name):\(lineNumber):\(column): error: not valid UTF-8 (byte \(hex)); answers must be UTF-8 text. "
            + "Stopped at line \(lineNumber): the answers before it are recorded, none from it on"
        return .stop
    }

    /// The column (in characters, from 1) and the byte where `bytes` stop being UTF-8, or nil
    /// when they are UTF-8 throughout. Swift's decoder refuses what RFC 3629 refuses (overlong
    /// forms, surrogates, code points past U+10FFFF), as `stepwise check` does.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> (column: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var column = 1
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                column += 1
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return (column, bytes[offset])
            }
        }
    }

    private func fill() {
        guard case .descriptor(let descriptor, _) = source else {
            ended = true
            return
        }
        var chunk = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 {
                problem = "\(name): error: cannot read: \(String(cString: strerror(errno)))"
                ended = true
            } else if count == 0 {
                ended = true
            } else {
                buffer += chunk[0..<count]
            }
            return
        }
    }

    /// Drops consumed bytes once they are most of the buffer, so reading stays linear.
    private func compact() {
        if start > 1 << 16 && start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Answers from a file or standard input (`-`), opened now and read as the session asks.
    static func answers(from path: String, input: CommandInput) -> Result<LineInput, UsageError> {
        if path == "-" {
            if let descriptor = input.descriptor {
                return .success(LineInput(source: .descriptor(descriptor, closeWhenDone: false), scripted: true, name: "standard input"))
            }
            return .success(LineInput(source: .bytes, bytes: [UInt8](input.readAll()), scripted: true, name: "standard input"))
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(UsageError("\(path): error: no such answers file")) }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(UsageError("\(path): error: is a folder; --answers names a file of answers"))
        }
        // Opened as a stream, so /dev/null or a named pipe works as well as a file.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(UsageError("\(path): error: cannot read the answers file: \(String(cString: strerror(errno)))"))
        }
        // A file saved as UTF-16 is refused before any session starts; a pipe is only found
        // out when its first line is read.
        var mark = [UInt8](repeating: 0, count: 2)
        if status.st_mode & S_IFMT == S_IFREG, pread(descriptor, &mark, 2, 0) == 2, mark == [0xFF, 0xFE] || mark == [0xFE, 0xFF] {
            close(descriptor)
            return .failure(UsageError("\(path): error: UTF-16 text; save the answers file as UTF-8"))
        }
        return .success(LineInput(source: .descriptor(descriptor, closeWhenDone: true), scripted: true, name: path))
    }
}
