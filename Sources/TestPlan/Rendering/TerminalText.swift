/// A line of text output for a terminal, holding names, notes, reasons and ids that came from a
/// feature file, a ledger or a manifest: shown as written, never obeyed.
///
/// A terminal obeys what a line holds, not only what it says. ESC starts a sequence that can
/// recolour, move the cursor or erase (`ESC [2K` clears the line); CR returns to the line's
/// start and LF starts a new one, so a signer named `"x\r\nsign-off 1: ok (signature good)"`
/// prints a line Stepwise never wrote over the one it did; the C1 controls (U+0080–U+009F,
/// U+009B being a one-character `ESC [`) do the same on terminals that take them. So every C0
/// control, DEL and every C1 control is shown as its code point, `[U+001B]`, exactly as
/// `BidiControls` shows the bidirectional controls it also shows here: one notation for every
/// hidden character, in the terminal as in the HTML report. TAB is shown as a space: it hides
/// nothing and forges nothing, and a tab-indented doc string stays readable.
///
/// Data formats (the ledger, JSON) keep these characters: they are what was written.
public enum TerminalText {
    /// Whether the terminal would act on `scalar` rather than show it (TAB excepted).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` on one line, every control and bidirectional control shown as its code point.
    ///
    /// - Parameter spans: escape sequences the caller itself put in the line (a verdict word in
    ///   its colour), kept whole where they occur; everything else that starts with ESC is
    ///   shown. A span in the data is kept too, which is harmless: it colours only the words
    ///   the colour stands for.
    public static func line(_ text: String, keeping spans: [String] = []) -> String {
        // Controls are bytes below 0x20 or 0x7F, C1 controls 0xC2 0x80–0x9F, bidirectional
        // controls start with 0xE2 or 0xD8: text without those, nearly all of it, is returned
        // after one cheap pass.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xD8 }) else { return text }
        let scalars = Array(text.unicodeScalars)
        let kept = spans.map { Array($0.unicodeScalars) }.filter { !$0.isEmpty }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let span = kept.first(where: { starts(scalars, at: index, with: $0) }) {
                out.append(contentsOf: span)
                index += span.count
                continue
            }
            if scalar == "\t" {
                out.append(" ")
            } else if isControl(scalar) || BidiControls.contains(scalar) {
                out.append(contentsOf: BidiControls.codePoint(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }

    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with span: [Unicode.Scalar]) -> Bool {
        index + span.count <= scalars.count && scalars[index..<(index + span.count)].elementsEqual(span)
    }
}
