import Foundation
import Gherkin

/// Where the tester's lines come from: the terminal, or scripted answers (`--answers FILE|-`,
/// one command per line, an empty line being Enter).
final class LineInput {
    private var scripted: [String]?
    private var position = 0
    private let readStandardInput: () -> String?

    init(answers: [String]?, readStandardInput: @escaping () -> String? = { readLine(strippingNewline: true) }) {
        scripted = answers
        self.readStandardInput = readStandardInput
    }

    /// The next line, or nil when there are no more (answers used up, or the terminal closed).
    func next() -> String? {
        if let scripted {
            guard position < scripted.count else { return nil }
            defer { position += 1 }
            return scripted[position]
        }
        return readStandardInput().map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }

    var isScripted: Bool { scripted != nil }

    /// Answers from a file or standard input, split into lines (a final newline ends the last
    /// line rather than adding an empty one).
    static func answers(from path: String, input: CommandInput) -> Result<[String], UsageError> {
        let data: Data
        if path == "-" {
            data = input.readAll()
        } else {
            // Read as a stream, so /dev/null or a named pipe works as well as a file (reading
            // "a file's contents" refuses them).
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let handle = FileHandle(forReadingAtPath: path)
            else {
                return .failure(UsageError("\(path): error: cannot read the answers file"))
            }
            defer { try? handle.close() }
            data = handle.readDataToEndOfFile()
        }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return .failure(UsageError("\(path): error: UTF-16 text; save the answers file as UTF-8"))
        }
        var text = String(decoding: data, as: UTF8.self)
        // A byte-order mark (editors on Windows add one) is no part of the first answer.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        var lines = TextLines.split(text)
        // A final newline ends the last line; it does not add an empty one.
        if lines.last == "" { lines.removeLast() }
        return .success(lines)
    }
}
