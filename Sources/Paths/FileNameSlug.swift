/// Text made safe as part of a file name everywhere: lower-case ASCII letters and digits joined
/// by single hyphens, at most `limit` characters; `fallback` when nothing is left.
public enum FileNameSlug {
    public static func make(_ text: String, limit: Int = .max, fallback: String) -> String {
        var out = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                out.append(character)
            } else if !out.isEmpty && out.last != "-" {
                out.append("-")
            }
        }
        out = String(out.prefix(limit))
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? fallback : out
    }
}
