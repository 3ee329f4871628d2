/// The paths a route answers, written as the route table writes them: `/start`; `/session/{id}`,
/// whose `{id}` is any one segment (even an empty one), captured by name; `/**`, anything at or
/// below that place. Patterns are matched against the app's own path, under the secret root.
package struct RoutePattern: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Element: Sendable, Equatable {
        case literal(String)
        case capture(String)
        /// What is left of the path, however many segments (`**`).
        case rest
    }

    let elements: [Element]
    package let description: String

    package init(stringLiteral pattern: String) {
        description = pattern
        elements = Self.segments(pattern).map { segment in
            if segment == "**" { return .rest }
            if segment.hasPrefix("{") && segment.hasSuffix("}") && segment.count > 2 { return .capture(String(segment.dropFirst().dropLast())) }
            return .literal(String(segment))
        }
    }

    /// What the pattern captured from `path`, by name; nil when it does not match.
    package func match(_ path: String) -> [String: String]? {
        let segments = Self.segments(path)
        var captured: [String: String] = [:]
        for (position, element) in elements.enumerated() {
            switch element {
            case .rest: return captured
            case .literal(let text):
                guard position < segments.count, segments[position] == text else { return nil }
            case .capture(let name):
                guard position < segments.count else { return nil }
                captured[name] = String(segments[position])
            }
        }
        return segments.count == elements.count ? captured : nil
    }

    /// `/session/abc` as ["session", "abc"]; `/` as [""]; `/session/` as ["session", ""].
    private static func segments(_ path: String) -> [Substring] {
        path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    }
}
