import Ledger

/// Colour for terminals that want it. Colour only ever repeats what the words already say,
/// and is off for `NO_COLOR`, `TERM=dumb`, output that is not a terminal, and `--plain`.
public struct TerminalStyle: Sendable {
    public let colour: Bool

    public init(colour: Bool) {
        self.colour = colour
    }

    public static let plain = TerminalStyle(colour: false)

    /// The style for standard output. A `dumb` terminal (Emacs shell buffers, some screen
    /// readers' consoles, CI logs) shows escape codes as litter, so it is treated like `NO_COLOR`.
    public static func forOutput(plain: Bool, environment: [String: String], isTerminal: Bool) -> TerminalStyle {
        TerminalStyle(colour: !plain && isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb")
    }

    /// A verdict word, coloured by what it means.
    public func verdict(_ verdict: Verdict) -> String {
        guard colour else { return verdict.words }
        let code: String
        switch verdict {
        case .passed: code = "32"
        case .failed: code = "31"
        case .blocked: code = "35"
        case .skipped, .notApplicable: code = "33"
        // Colour repeats what a word means, and a word Stepwise never records means nothing.
        case .unknown: return verdict.words
        }
        return "\u{1B}[\(code)m\(verdict.words)\u{1B}[0m"
    }

    /// Each verdict word in its colour, whole: the escape sequences a session line may keep
    /// when every other one is shown as text (`TerminalText`), since a colour kept with its
    /// word can only repeat it. None without colour.
    public var spans: [String] {
        colour ? Verdict.known.map(verdict) : []
    }

    public func emphasis(_ text: String) -> String {
        colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}
