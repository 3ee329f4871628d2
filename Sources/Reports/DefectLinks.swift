import Foundation

/// Where a defect id leads: a tracker URL template with `{id}` (`https://tracker.example/browse/{id}`),
/// from `export --defect-url` or the project's `stepwise.json`. Only the project's own template
/// makes links: what a tester typed is shown as text, even when it looks like a web address,
/// so a report never carries a link nobody on the project chose. Without a template, ids stay
/// plain text.
public struct DefectLinks: Sendable, Hashable {
    public let template: String?

    public init(template: String?) {
        self.template = template.flatMap { $0.contains("{id}") ? $0 : nil }
    }

    /// The link for an id, or nil when there is none to make.
    public func url(for id: String) -> String? {
        let trimmed = id.trimmingCharacters(in: .whitespaces)
        guard let template, !trimmed.isEmpty,
            let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#")))
        else { return nil }
        return template.replacingOccurrences(of: "{id}", with: encoded)
    }
}
