import JSON

/// The file `--xray-users` names: a JSON object from each tester's name as recorded to the Jira
/// user Xray should be given, an account id on Cloud or a user name on Server —
/// `{"Ann Lee": "5b10ac8d82e05b22cc7d4ef5"}`. Testers type their names; Xray links a run to a
/// Jira user only by the id, so without the file a run shows a name Jira does not know.
public enum XrayUserMap {
    /// What is wrong with the file, and where (1-based line and column, counted in characters).
    public struct Problem: Error, Sendable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    public static func parse(_ text: String) -> Result<[String: String], Problem> {
        let bytes = Array(text.utf8)
        func problem(at offset: Int, _ message: String) -> Problem {
            let (line, column) = position(of: offset, in: bytes)
            return Problem(line: line, column: column, message: message)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            return .failure(problem(at: error.offset, "not valid JSON: \(error.reason)"))
        }
        let start = bytes.firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } ?? 0
        guard case .object(let members) = value else {
            return .failure(
                problem(at: start, "expected a JSON object of tester names and Jira users, as {\"Ann Lee\": \"5b10ac8d82e05b22cc7d4ef5\"}"))
        }
        // The parsed object has lost where its values were: the validator gives each member's
        // place, so a wrong value is pointed at.
        var wrong: Problem?
        _ = bytes.withUnsafeBufferPointer { buffer in
            JSONParser.validate(buffer) { member in
                guard wrong == nil else { return }
                let keyText = "\"" + String(decoding: buffer[member.key], as: UTF8.self) + "\""
                guard case .string(let name)? = try? JSONParser.parse(keyText) else { return }
                switch members[name] {
                case .string(let user)? where !user.isEmpty:
                    break
                case .string?:
                    wrong = problem(at: member.value.lowerBound, "the Jira user for \"\(name)\" is empty")
                default:
                    wrong = problem(at: member.value.lowerBound, "the Jira user for \"\(name)\" is not a string (an account id or user name)")
                }
            }
        }
        if let wrong { return .failure(wrong) }
        var users: [String: String] = [:]
        for (name, value) in members {
            if case .string(let user) = value { users[name] = user }
        }
        return .success(users)
    }

    /// The line and column of a byte offset, the column counted in characters (a UTF-8
    /// continuation byte is no new column).
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
