extension Unicode.Scalar {
    /// Whitespace as the reference's JavaScript implementation knows it (`/\s/`): it separates
    /// words, can be escaped into a tag name, and is what the canonical text escapes. Spelled
    /// out because Swift's `Character.isWhitespace` also counts U+0085 and leaves out U+FEFF.
    var isTagExpressionWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            true
        default:
            false
        }
    }
}
