import Foundation
import Workflows
import TestPlan

/// Text put into the served pages: every value from a feature file, a ledger or a form is
/// escaped, and control and bidirectional characters are made visible as in the terminal,
/// so nothing a file says can become markup or reorder a line.
package enum WebText {
    /// Escaped for element content and for quoted attribute values alike.
    package static func html(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in TerminalText.line(text).unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A query or form value, percent-encoded (space as `+`).
    package static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
    }

    /// A path segment (a session id), percent-encoded.
    package static func pathSegment(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// A command's error as a page says it: its first line, without the `stepwise run: error:`
    /// the terminal needs, and without the usage that follows it.
    package static func problem(_ message: String) -> String {
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        if let range = first.range(of: "error: ") { return String(first[range.upperBound...]).prefix(1).uppercased() + first[range.upperBound...].dropFirst() }
        return first
    }
}
