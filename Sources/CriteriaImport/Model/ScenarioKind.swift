/// The tags that say what kind of testing a group of criteria is, from its name:
/// "Test keyboard actions" → `@keyboard`, "Mobile screenreader" → `@screenreader`.
public enum ScenarioKind {
    public static func tags(forGroupNamed name: String) -> [String] {
        let lower = name.lowercased()
        var tags: [String] = []
        if lower.contains("keyboard") { tags.append("@keyboard") }
        if lower.contains("gesture") {
            tags.append("@gestures")
        } else if lower.contains("screen reader") || lower.contains("screenreader") {
            tags.append("@screenreader")
        }
        if lower.contains("resize") || lower.contains("text size") || lower.contains("font size") {
            tags.append("@text-resize")
        } else if lower.contains("setting") {
            tags.append("@settings")
        }
        if tags.isEmpty {
            // A kind of its own: named after the group.
            tags.append("@" + Slug.make(name))
        }
        return tags
    }
}
