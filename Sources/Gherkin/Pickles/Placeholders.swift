/// Fills `<name>` placeholders of an outline with an example row's values.
///
/// The reference replaces column by column, each over the whole text, so a value that itself
/// holds `<other>` is filled by a later column. That is quadratic on long texts with many
/// columns. When no header or value contains `<` or `>`, no placeholder can appear or overlap
/// another, and one pass from each `<` to the next `>` gives the same result in linear time;
/// otherwise the column-by-column way is kept.
struct Placeholders {
    private let names: [String]
    /// First column of each header name (a later column with the same name never matches).
    private let columns: [Substring: Int]
    private let namesHaveBrackets: Bool

    init(_ names: [String]) {
        self.names = names
        var columns: [Substring: Int] = [:]
        for (index, name) in names.enumerated() where columns[Substring(name)] == nil {
            columns[Substring(name)] = index
        }
        self.columns = columns
        namesHaveBrackets = names.contains { Self.hasBracket($0) }
    }

    func fill(_ text: String, with values: [String]) -> String {
        guard !names.isEmpty, text.utf8.contains(UInt8(ascii: "<")) else { return text }
        if namesHaveBrackets || values.count < names.count || values.contains(where: Self.hasBracket) {
            return columnByColumn(text, values)
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: ">") else { break }
            let name = rest[afterOpen..<close]
            if name.contains("<") {
                // `<a<b>`: the column-by-column way decides which placeholder wins.
                return columnByColumn(text, values)
            }
            if let column = columns[name] {
                result += rest[..<open]
                result += values[column]
            } else {
                result += rest[...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }

    private func columnByColumn(_ text: String, _ values: [String]) -> String {
        var result = text
        for (index, name) in names.enumerated() where index < values.count {
            result = result.replacingAll("<" + name + ">", with: values[index])
        }
        return result
    }

    private static func hasBracket(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
    }
}
