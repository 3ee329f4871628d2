import Foundation

/// Which pickles to plan, and on which platforms.
public struct PlanSelection: Sendable {
    /// `--tags`: pickles whose tags satisfy it.
    public var tags: TagExpression?
    /// `--name`: pickles whose name the pattern finds a match in.
    public var name: NameFilter?
    /// `PATH:LINE`: by normalised path, the lines asked for. A line selects the pickle at it
    /// (a scenario, or one example row), every pickle of the scenario, examples, rule or
    /// feature that starts there.
    public var lines: [String: Set<Int>]
    /// `--platform`: replaces the platforms the tags imply.
    public var platforms: [String]?
    /// `--part K/N`: one tester's share of the selected scenarios.
    public var partition: PlanPartition?
    /// `--wcag 2.4.7`: scenarios whose steps evidence this success criterion.
    public var wcag: String?
    /// The evaluation's pages that list components: a listed component's scenarios are
    /// planned once per page (`PlanPage`).
    public var pages: [PlanPage] = []
    /// `--page NAME`: only the scenarios planned on this page (its title).
    public var page: String?

    public init(tags: TagExpression? = nil, name: NameFilter? = nil, lines: [String: Set<Int>] = [:], platforms: [String]? = nil) {
        self.tags = tags
        self.name = name
        self.lines = lines
        self.platforms = platforms
    }
}

/// A regular expression a scenario's name must match (anywhere in it), as `--name` gives.
public struct NameFilter: @unchecked Sendable {
    // NSRegularExpression is immutable and safe to share; it is not marked Sendable on Linux.
    private let regex: NSRegularExpression
    public let pattern: String

    public init(_ pattern: String) throws {
        self.pattern = pattern
        regex = try NSRegularExpression(pattern: pattern)
    }

    public func matches(_ name: String) -> Bool {
        regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }
}

/// `path:12` or `path:12:30` from the command line: the path and the lines.
public enum LineSelector {
    /// Splits `path:N[:M…]`; a path without line numbers gives no lines.
    public static func split(_ argument: String) -> (path: String, lines: [Int]) {
        var parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var lines: [Int] = []
        while parts.count > 1, let last = parts.last, let number = Int(last), number > 0 {
            lines.insert(number, at: 0)
            parts.removeLast()
        }
        return (parts.joined(separator: ":"), lines)
    }
}
