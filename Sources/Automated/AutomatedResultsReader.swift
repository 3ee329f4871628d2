import JSON

/// Reads a file of automated results — axe-core's results JSON or EARL from an ACT
/// implementation, told apart by their content, not their names — into one scan per engine and
/// page. All or nothing: a file with anything wrong or missing is refused whole, with what is
/// wrong, so a caller never records part of a file.
public enum AutomatedResultsReader {
    /// The scans in `bytes`, the contents of the file the user named `file` (used only in
    /// messages).
    public static func read(bytes: [UInt8], file: String) -> Result<[AutomatedScan], AutomatedReadError> {
        if let encoding = foreignEncoding(bytes) { return .failure(AutomatedReadError(file: file, problem: .notUTF8(encoding: encoding))) }
        // A UTF-8 byte order mark (as Windows tools write) is no part of the JSON, and editors
        // do not show it: lines and columns are counted after it.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let first = text.firstIndex(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else {
            return .failure(AutomatedReadError(file: file, problem: .empty))
        }
        let document: JSONValue
        do {
            document = try text.withUnsafeBufferPointer { buffer throws(JSONParser.Failure) in try JSONParser.parse(buffer) }
        } catch {
            return .failure(
                AutomatedReadError(file: file, position: JSONTextPosition(offset: error.offset, in: text), problem: .notJSON(reason: error.reason)))
        }
        do {
            return .success(try scans(document))
        } catch {
            // An unknown shape is pointed at where the value starts; other problems by their path.
            let offset = error.offset ?? (error.problem == .unknownShape ? first : nil)
            return .failure(AutomatedReadError(file: file, position: offset.map { JSONTextPosition(offset: $0, in: text) }, problem: error.problem))
        }
    }

    private static func scans(_ document: JSONValue) throws(ReadFailure) -> [AutomatedScan] {
        switch document {
        case .array(let items) where items.isEmpty:
            throw ReadFailure(.noResults(detail: "the file is an empty list"))
        case .object(let members) where !EARLResultsReader.looksLikeEARL(document) && AxeResultsReader.looksLikeResults(members):
            return try AxeResultsReader.scans(document)
        case .array(let items) where isAxeArray(items):
            return try AxeResultsReader.scans(document)
        default:
            guard EARLResultsReader.looksLikeEARL(document) else { throw ReadFailure(.unknownShape) }
            return try EARLResultsReader.scans(document)
        }
    }

    /// axe-core's CLI output: a list whose first element is a results object.
    private static func isAxeArray(_ items: [JSONValue]) -> Bool {
        guard case .object(let members)? = items.first else { return false }
        return AxeResultsReader.looksLikeResults(members) && !EARLResultsReader.looksLikeEARL(.array(items))
    }

    /// "UTF-16" or "UTF-32" when the bytes start with that encoding's byte order mark.
    private static func foreignEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        return nil
    }
}
