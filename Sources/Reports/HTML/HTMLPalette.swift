import Foundation

/// The HTML report's colours. Every colour that carries text or a chart bar is chosen for its
/// contrast against the page background (WCAG 2.2: 4.5:1 for text, 3:1 for graphics); the
/// tests check the ratios, so a new colour cannot quietly fall short.
enum HTMLPalette {
    static let background = "#ffffff"
    static let text = "#1b1f24"
    static let mutedText = "#4b5563"
    static let link = "#0b57d0"
    /// Table heads and the summary: text on it must still reach 4.5:1.
    static let headerBackground = "#eef1f4"
    /// Behind conflict and stale call-outs.
    static let calloutBackground = "#fff8e1"
    /// Table borders and rules: structure, not information, so no ratio is required, but
    /// they are kept dark enough to be seen.
    static let rule = "#8c959f"

    /// The colour that repeats a result's words (never replaces them).
    static func colour(of kind: HTMLResultKind) -> String {
        switch kind {
        case .passed: return "#116329"
        case .failed: return "#b3261e"
        case .blocked: return "#8a4600"
        case .skipped: return "#1f5f8b"
        case .notApplicable: return "#5b4a8b"
        case .untested: return "#59636e"
        case .conflict: return "#a0105c"
        case .stale: return "#7a5a00"
        }
    }

    /// The WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21.
    static func contrast(_ first: String, _ second: String) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Relative luminance as WCAG defines it (sRGB channels linearised, then weighted).
    private static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        func channel(_ offset: Int) -> Double {
            let value = Double(Int(String(digits[offset..<offset + 2]), radix: 16) ?? 0) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }
}
