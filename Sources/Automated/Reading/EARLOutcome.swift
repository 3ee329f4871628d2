/// EARL's outcomes and modes, read from however a file writes them (`earl:failed`, `failed`,
/// `http://www.w3.org/ns/earl#failed`, `{"@id": "earl:failed"}`).
enum EARLOutcome {
    /// An outcome as a result's; nil for `earl:untested` (the engine ran no test: no finding,
    /// and nothing for a person to review); throws on a word EARL does not have.
    static func outcome(_ text: String, at place: String) throws(ReadFailure) -> AutomatedOutcome? {
        switch EARLNode.localName(text) {
        case "passed": return .pass
        case "failed": return .violation
        case "cantTell": return .needsReview
        case "inapplicable": return .inapplicable
        case "untested": return nil
        default:
            throw ReadFailure(
                .malformed(at: place, expected: "an EARL outcome (earl:passed, failed, cantTell, inapplicable or untested), not \"\(text)\""))
        }
    }

    /// Whether a mode is `earl:automatic` (not `earl:manual`, `earl:semiAuto`, `earl:undisclosed`
    /// or `earl:unknownMode`).
    static func isAutomatic(_ mode: String) -> Bool { EARLNode.localName(mode) == "automatic" }
}
