import Foundation

/// The places Tab stops on a served page, in order, read from its HTML as a browser decides
/// them without the script: links with an address, buttons, fields (not hidden, not disabled),
/// the summary of a `details`, and anything with `tabindex` 0 or more. A group of radio buttons
/// is one stop, as the keyboard meets it (the arrows move within it). What a closed `details`
/// or a `hidden` element holds is not reached.
struct TabStops {
    struct Stop {
        let tag: String
        let attributes: [String: String]
        /// The text up to the next tag: a button's or a link's words, a label's start.
        let text: String
    }

    private static let voidElements: Set<String> = ["input", "br", "img", "meta", "link", "wbr", "hr", "source", "col", "area"]
    private static let tagPattern = try! NSRegularExpression(pattern: #"<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>"#)
    private static let attributePattern = try! NSRegularExpression(
        pattern: #"([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?"#)

    static func stops(_ html: String) -> [Stop] {
        let text = html as NSString
        let tags = tagPattern.matches(in: html, range: NSRange(location: 0, length: text.length))
        var stops: [Stop] = []
        var radioGroups: Set<String> = []
        // Open elements, each with whether what it holds is out of the keyboard's reach.
        var open: [(tag: String, unreachable: Bool)] = []
        // A closed details: its first summary is reached, the rest of it is not.
        var closedDetails: [Int] = []
        for (index, match) in tags.enumerated() {
            let closing = text.substring(with: match.range(at: 1)) == "/"
            let tag = text.substring(with: match.range(at: 2)).lowercased()
            if closing {
                if let last = open.lastIndex(where: { $0.tag == tag }) {
                    open.removeSubrange(last...)
                    closedDetails.removeAll { $0 >= open.count }
                }
                // The summary of a closed details ends: the rest of the details is unreachable.
                if tag == "summary", let details = closedDetails.last, details == open.count - 1 { open[details].unreachable = true }
                continue
            }
            let attributes = parse(text.substring(with: match.range(at: 3)))
            let unreachable = open.last?.unreachable ?? false
            if !voidElements.contains(tag) {
                open.append((tag, unreachable || attributes["hidden"] != nil))
                if tag == "details" && attributes["open"] == nil && !unreachable { closedDetails.append(open.count - 1) }
            }
            guard !unreachable, attributes["hidden"] == nil, attributes["disabled"] == nil, isStop(tag, attributes) else { continue }
            if tag == "input", attributes["type"] == "radio", let name = attributes["name"] {
                guard radioGroups.insert(name).inserted else { continue }
            }
            let end = index + 1 < tags.count ? tags[index + 1].range.location : text.length
            let after = match.range.location + match.range.length
            let words = text.substring(with: NSRange(location: after, length: max(0, end - after))).trimmingCharacters(in: .whitespacesAndNewlines)
            stops.append(Stop(tag: tag, attributes: attributes, text: words))
        }
        return stops
    }

    private static func isStop(_ tag: String, _ attributes: [String: String]) -> Bool {
        if let index = attributes["tabindex"].flatMap({ Int($0) }) { return index >= 0 }
        switch tag {
        case "a": return attributes["href"] != nil
        case "input": return attributes["type"] != "hidden"
        case "button", "select", "textarea", "summary": return true
        default: return false
        }
    }

    private static func parse(_ text: String) -> [String: String] {
        var attributes: [String: String] = [:]
        let source = text as NSString
        for match in attributePattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let name = source.substring(with: match.range(at: 1)).lowercased()
            let value = (2...4).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }.map { source.substring(with: $0) } ?? ""
            attributes[name] = value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        return attributes
    }
}
