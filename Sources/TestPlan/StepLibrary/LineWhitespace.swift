/// The whitespace a step library's lines are trimmed of: exactly the scalars of Foundation's
/// `CharacterSet.whitespaces` (tab, space, no-break space, the Unicode spaces, zero width
/// space), trimmed scalar by scalar as `trimmingCharacters(in: .whitespaces)` does.
///
/// Not Foundation's own: that bridges each line to an `NSString` and back, and was a third of
/// the time `plan` took for one feature, every line of the library trimmed once.
enum LineWhitespace {
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09: return true
        case 0..<0xA0: return false
        case 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The line without leading and trailing whitespace.
    static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !contains($0) }) else { return "" }
        // From the end back, so a line of one long word is not walked twice.
        var end = scalars.endIndex
        while contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        // By scalars, as Foundation trims: a space before a combining mark goes, the mark stays.
        return Substring(scalars[first..<end])
    }

    static func trimmed(_ line: String) -> String {
        // Most lines have nothing to trim: then the line is the answer, not a copy of it.
        if let first = line.unicodeScalars.first, let last = line.unicodeScalars.last, !contains(first), !contains(last) { return line }
        return String(trimmed(Substring(line)))
    }

    /// Whether the line is empty or whitespace only.
    static func isBlank<Line: StringProtocol>(_ line: Line) -> Bool {
        line.unicodeScalars.allSatisfy(contains)
    }
}
