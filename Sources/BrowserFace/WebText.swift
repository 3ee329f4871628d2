import Foundation
import SafeHTML
import Workflows

/// Text the served pages put in addresses and in what they say: values percent-encoded for a
/// query or a path, and a command's error as a page says it. (Text put into the pages' HTML is
/// escaped by `SafeHTML`, as the reports' is.)
package enum WebText {
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

    /// A path that may wrap after each `/` on a narrow screen, rather than inside a name.
    package static func breakable(_ path: String) -> HTML {
        path.split(separator: "/", omittingEmptySubsequences: false).map { HTML(text: String($0)) }.joined(separator: "/<wbr>")
    }

    /// A command's error as a page says it: its first line, without the `stepwise run: error:`
    /// the terminal needs, and without the usage that follows it.
    package static func problem(_ message: String) -> String {
        let first = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        if let range = first.range(of: "error: ") {
            return String(first[range.upperBound...]).prefix(1).uppercased() + first[range.upperBound...].dropFirst()
        }
        return first
    }
}
