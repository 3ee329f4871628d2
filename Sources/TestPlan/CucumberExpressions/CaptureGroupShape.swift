/// Where a capture group sits in a regular expression: its number, its pattern and the
/// capture groups nested in it. Parameter types of a regular expression's arguments are found
/// by the patterns of its outermost groups, as in the reference.
struct CaptureGroupShape: Sendable, Hashable {
    /// The group's number in the match (1 for the first `(`).
    let number: Int
    /// The text between the group's parentheses.
    let pattern: String
    let children: [CaptureGroupShape]

    /// The outermost capture groups of `pattern`, read as the reference reads them: a `(` that
    /// is not escaped and not inside `[…]` opens a group; one starting `(?` does not capture —
    /// its inner groups belong to the enclosing group — unless it is a named group `(?<name>…)`.
    /// Named groups keep `?<name>` in their pattern, so they never resolve to a parameter type,
    /// as in the reference.
    static func outermost(in pattern: String) -> [CaptureGroupShape] {
        let scalars = Array(pattern.unicodeScalars)
        // Drafts are numbered once the nesting is known, since numbers follow opening order.
        var stack: [Draft] = [Draft(start: -1, capturing: true)]
        var escaping = false
        var inClass = false
        for (index, scalar) in scalars.enumerated() {
            if !escaping {
                if scalar == "[" {
                    inClass = true
                } else if scalar == "]" {
                    inClass = false
                } else if scalar == "(", !inClass {
                    stack.append(Draft(start: index, capturing: !isNonCapturing(scalars, at: index)))
                } else if scalar == ")", !inClass, stack.count > 1 {
                    let closed = stack.removeLast()
                    if closed.capturing {
                        let text = String(String.UnicodeScalarView(scalars[(closed.start + 1)..<index]))
                        stack[stack.count - 1].children.append(Draft.Group(pattern: text, children: closed.children))
                    } else {
                        stack[stack.count - 1].children += closed.children
                    }
                }
            }
            escaping = scalar == "\\" && !escaping
        }
        var next = 1
        return number(stack[0].children, next: &next)
    }

    private struct Draft {
        struct Group {
            let pattern: String
            let children: [Group]
        }
        let start: Int
        let capturing: Bool
        var children: [Group] = []
    }

    private static func number(_ groups: [Draft.Group], next: inout Int) -> [CaptureGroupShape] {
        var shapes: [CaptureGroupShape] = []
        for group in groups {
            let number = next
            next += 1
            shapes.append(CaptureGroupShape(number: number, pattern: group.pattern, children: Self.number(group.children, next: &next)))
        }
        return shapes
    }

    private static func isNonCapturing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + 1 < scalars.count, scalars[index + 1] == "?" else { return false }
        guard index + 2 < scalars.count, scalars[index + 2] == "<" else { return true }
        // (?<=…) and (?<!…) are lookbehinds; anything else after (?< is a group name.
        return index + 3 < scalars.count && (scalars[index + 3] == "=" || scalars[index + 3] == "!")
    }

    /// How many capture groups this one and its descendants hold.
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}
