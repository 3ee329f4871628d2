/// The anchors GitHub gives a Markdown document's headings, so a link such as
/// `[…](#button-on-ios)` lands on the heading it names: the heading's text in lower case, with
/// everything but letters, marks, digits, `_`, `-` and spaces dropped and spaces made `-`; a
/// repeated anchor gets `-1`, `-2`, … in document order. Add every heading, in order.
///
/// The heading is given as written (with `MarkdownText`'s backslash escapes): the escapes are
/// all a backslash and an ASCII punctuation mark, and the backslash is dropped either way, so
/// the written and the shown text give the same anchor. Other hosts (GitLab, Bitbucket) use
/// close but not identical rules; GitHub is where these reports are mostly read.
struct MarkdownHeadingAnchors {
    private var used: [String: Int] = [:]

    /// The anchor of the next heading, which has this text.
    mutating func add(_ heading: String) -> String {
        let base = Self.slug(heading)
        var anchor = base
        while used[anchor] != nil {
            used[base, default: 0] += 1
            anchor = base + "-\(used[base]!)"
        }
        used[anchor] = 0
        return anchor
    }

    static func slug(_ heading: String) -> String {
        // ASCII by byte: letters and digits kept (in lower case), `_` too (a connector
        // punctuation mark), spaces and `-` made `-`, everything else dropped.
        let ascii: String?? = heading.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): out.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte + 32)
                case UInt8(ascii: " "), UInt8(ascii: "-"): out.append(UInt8(ascii: "-"))
                default: break
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        if let ascii, let ascii { return ascii }
        var out = ""
        for scalar in heading.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                out.unicodeScalars.append(scalar)
            default:
                if scalar == " " { out += "-" } else if scalar == "-" { out += "-" }
            }
        }
        return out
    }
}
