/// Which of the formats a file was read as, found from its content alone.
public enum AutomatedFormat: String, Sendable, Hashable {
    /// axe-core's results object (`axe.run`, @axe-core/playwright, cypress-axe), or the array of
    /// them that axe-core's CLI saves, one per page.
    case axeResults
    /// EARL in JSON-LD, as ACT implementations (Alfa, QualWeb, axe-core's reporter) write it.
    case earl

    /// "axe-core results", "EARL": in a person's words.
    public var name: String {
        switch self {
        case .axeResults: return "axe-core results"
        case .earl: return "EARL"
        }
    }
}
