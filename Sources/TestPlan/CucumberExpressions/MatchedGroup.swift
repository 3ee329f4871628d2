/// A capture group of a match, with the groups nested inside it — the shape Cucumber Messages
/// give a step-match argument.
public struct MatchedGroup: Sendable, Hashable {
    /// The matched text; nil when the group did not take part in the match.
    public let value: String?
    /// Where the match starts, in UTF-16 code units from the start of the step text — the unit
    /// the reference implementations and Cucumber Messages use. Nil when `value` is nil.
    public let start: Int?
    /// Where the match ends (exclusive), in UTF-16 code units. Nil when `value` is nil.
    public let end: Int?
    /// The capture groups directly inside this one, in the order they open.
    public let children: [MatchedGroup]

    /// A group as matched.
    public init(value: String?, start: Int?, end: Int?, children: [MatchedGroup]) {
        self.value = value
        self.start = start
        self.end = end
        self.children = children
    }

    /// What a parameter type converts: the texts of the nested groups when there are any
    /// (`{string}` picks its quoted content this way), otherwise this group's own text.
    public var values: [String?] {
        children.isEmpty ? [value] : children.map(\.value)
    }
}
