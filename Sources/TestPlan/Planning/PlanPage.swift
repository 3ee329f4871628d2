import Foundation

/// A page or screen of the evaluation's sample (`report.scope` in stepwise.json) with the
/// components tested on it. A component listed on pages is planned once per page it is listed
/// on, so each page's verdicts are results of their own — the same check passed on one page
/// and failed on another is two results, never one hiding the other — and claims can count
/// how many of the tested pages fail a criterion (VPAT 2.5's "majority").
public struct PlanPage: Sendable, Hashable {
    public let title: String
    /// The page's address; nil for an app screen.
    public let url: String?
    /// The platforms it is evaluated on; empty: every planned one.
    public let platforms: [String]
    /// The components (feature names) tested on it.
    public let components: [String]

    public init(title: String, url: String? = nil, platforms: [String] = [], components: [String] = []) {
        self.title = title
        self.url = url
        self.platforms = platforms
        self.components = components
    }

    /// Whether `component` is tested on this page on `platform`. Names compare without regard
    /// to case, as a person types them into stepwise.json.
    public func tests(_ component: String, on platform: String) -> Bool {
        (platforms.isEmpty || platform.isEmpty || platforms.contains(platform))
            && components.contains { $0.caseInsensitiveCompare(component) == .orderedSame }
    }

    /// Whether `name` names this page: its title (in any case) or its address.
    public func isNamed(_ name: String) -> Bool {
        title.caseInsensitiveCompare(name) == .orderedSame || url == name
    }
}
