import Foundation

/// One line a tester types at the step prompt.
public enum TesterCommand: Equatable, Sendable {
    case pass  // Enter, `p` or `pass`: done / passed
    case fail(note: String, breaks: [String] = [], acrossProduct: Bool = false)  // `f [2.4.4, 4.1.2] [across]: NOTE`
    case skip(reason: String)  // `s REASON` or `skip REASON`
    case notApplicable(reason: String)  // `x REASON` or `na REASON`
    case block(reason: String)  // `b REASON` or `blocked REASON`: this step and the rest of the scenario
    case passRest  // `P`
    case skipRest(reason: String)  // `S REASON`
    case note(String)  // `n TEXT` or `note TEXT`
    case evidence(path: String)  // `e PATHS` or `evidence PATHS`
    case capture  // `c` or `capture`: a screenshot of the device under test
    case defect(id: String)  // `d ID` or `defect ID`
    case undo  // `u` or `undo`
    case goTo(Int)  // `g N` or `goto N`
    case list  // `l` or `list`
    case repeatStep  // `r` or `repeat`: the current step again, with all its guidance
    case help  // `?` or `help`
    case quit  // `q` or `quit`

    /// The word for each key, typed in any case: a person who does not know the keys types
    /// what they mean, and the prompt says "Enter pass", so `pass` must work.
    static let words: [String: String] = [
        "pass": "p", "fail": "f", "skip": "s", "na": "x", "blocked": "b", "note": "n", "evidence": "e", "defect": "d",
        "undo": "u", "goto": "g", "list": "l", "repeat": "r", "help": "?", "quit": "q", "capture": "c",
    ]

    /// The key a typed word or key stands for. Words are read in any case, and so are keys,
    /// but for `P` and `S`, which differ from `p` and `s`.
    static func key(_ typed: String) -> String {
        if typed == "P" || typed == "S" { return typed }
        let lower = typed.lowercased()
        return words[lower] ?? lower
    }

    /// Reads a line; a message saying what is wrong when it is not a command.
    public static func parse(_ line: String) -> Result<TesterCommand, CommandProblem> {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .success(.pass) }
        let key = String(trimmed.prefix { !$0.isWhitespace })
        let rest = trimmed.dropFirst(key.count).trimmingCharacters(in: .whitespaces)
        func needs(_ what: String, _ make: (String) -> TesterCommand) -> Result<TesterCommand, CommandProblem> {
            rest.isEmpty ? .failure(CommandProblem("'\(key)' needs \(what), as in: \(key) \(example(what))")) : .success(make(rest))
        }
        switch Self.key(key) {
        case "p": return rest.isEmpty ? .success(.pass) : .failure(CommandProblem("'\(key)' takes nothing after it; to add a note, use n TEXT"))
        case "f":
            if rest.isEmpty { return needs("a note saying what went wrong") { .fail(note: $0) } }
            return FailureNaming.read(rest).map { .fail(note: $0.note, breaks: $0.breaks, acrossProduct: $0.acrossProduct) }
        case "s": return needs("a reason") { .skip(reason: $0) }
        case "x": return needs("a reason") { .notApplicable(reason: $0) }
        case "b": return needs("a reason") { .block(reason: $0) }
        case "P": return rest.isEmpty ? .success(.passRest) : .failure(CommandProblem("'P' takes nothing after it"))
        case "S": return needs("a reason") { .skipRest(reason: $0) }
        case "n": return needs("the text of the note") { .note($0) }
        case "e": return needs("the path of a file") { .evidence(path: $0) }
        case "c": return rest.isEmpty ? .success(.capture) : .failure(CommandProblem("'\(key)' takes nothing after it; to attach a file, use e PATH"))
        case "d": return needs("a defect id or link") { .defect(id: $0) }
        case "u": return .success(.undo)
        case "g":
            guard let number = Int(rest), number > 0 else { return .failure(CommandProblem("'\(key)' needs a scenario number, as in: \(key) 3")) }
            return .success(.goTo(number))
        case "l": return .success(.list)
        case "r": return .success(.repeatStep)
        case "?", "h": return .success(.help)
        case "q": return .success(.quit)
        default:
            if let word = CommandSuggestion.closest(to: key, among: words.keys.sorted()) {
                return .failure(CommandProblem("'\(key)' is not a command; did you mean '\(word)'?"))
            }
            return .failure(CommandProblem("'\(key)' is not a command; type ? for the list"))
        }
    }

    private static func example(_ what: String) -> String {
        switch what {
        case "a note saying what went wrong": return "focus skipped the Close button"
        case "the path of a file": return "~/Desktop/screenshot.png"
        case "a defect id or link": return "JIRA-123"
        case "the text of the note": return "VoiceOver read the label twice"
        default: return "no keyboard available"
        }
    }
}

/// Why a typed line is not a command.
public struct CommandProblem: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
