import JSON

/// Why a file of automated results was refused, whole: no scan of it is read when any part is
/// wrong, so nothing is ever half-recorded. The message says what is missing or wrong and,
/// where the JSON itself is at fault, the line and column: `cart.json:3:5: error: not JSON: …`.
public struct AutomatedReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// No bytes, or only white space.
        case empty
        /// A byte order mark says the text is in another encoding ("UTF-16").
        case notUTF8(encoding: String)
        /// The JSON parser's reason.
        case notJSON(reason: String)
        /// JSON, but neither an axe-core result nor EARL.
        case unknownShape
        /// Read, but nothing in it is a result; the detail says what was found instead.
        case noResults(detail: String)
        /// A scan or an assertion (at a place such as `[1]` or `@graph[12]`) names no page.
        case missingPage(at: String)
        /// A scan or an assertion names no engine, or one without a name.
        case missingEngine(at: String)
        /// The engine is named without its version.
        case missingEngineVersion(engine: String, at: String)
        /// A member is missing or of the wrong kind: `expected` says what it should be.
        case malformed(at: String, expected: String)
        /// Assertions made by a person, or with a person's help, in a file of automated results;
        /// the mode of the first (nil: none stated, by an assertor not said to be software).
        case notAutomatic(count: Int, mode: String?)
    }

    /// The file as the user named it.
    public let file: String
    /// Where in the file, when the problem is at a known place in its text.
    public let position: JSONTextPosition?
    public let problem: Problem

    public init(file: String, position: JSONTextPosition? = nil, problem: Problem) {
        self.file = file
        self.position = position
        self.problem = problem
    }

    /// The problem in words, without the file.
    public var message: String {
        switch problem {
        case .empty:
            return "the file is empty: expected axe-core results or EARL"
        case .notUTF8(let encoding):
            return "the file is \(encoding), not UTF-8: save it as UTF-8"
        case .notJSON(let reason):
            return "not JSON: \(reason)"
        case .unknownShape:
            return "neither axe-core results nor EARL: expected testEngine/violations or @graph assertions"
        case .noResults(let detail):
            return "no results: \(detail)"
        case .missingPage(let place):
            return "\(place) names no page: a result needs the URL of the page it tested (axe-core's url, an EARL subject's source)"
        case .missingEngine(let place):
            return "\(place) names no engine: a result needs the engine's name and version (axe-core's testEngine, EARL's assertedBy)"
        case .missingEngineVersion(let engine, let place):
            return "\(place): the engine \"\(engine)\" is named without its version"
        case .malformed(let place, let expected):
            return "\(place): expected \(expected)"
        case .notAutomatic(let count, let mode):
            let why = "only results an engine decided alone are read as automated results"
            guard let mode else {
                let assertions = count == 1 ? "1 assertion states" : "\(count) assertions state"
                return "\(assertions) no mode and the assertor is not said to be software (earl:Software): \(why)"
            }
            let assertions = count == 1 ? "1 assertion is" : "\(count) assertions are"
            return "\(assertions) \(mode), not earl:automatic: \(why)"
        }
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, or `FILE: error: MESSAGE` when no place is known.
    public var description: String {
        guard let position else { return "\(file): error: \(message)" }
        return "\(file):\(position.line):\(position.column): error: \(message)"
    }
}
