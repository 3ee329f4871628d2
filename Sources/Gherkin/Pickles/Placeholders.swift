/// Fills `<name>` placeholders of an outline with an example row's values.
///
/// The reference replaces column by column, each over the whole text, so a value that itself
/// holds `<other>` is filled by a later column. That is quadratic on long texts with many
/// columns. When no header or value contains `<` or `>`, no placeholder can appear or overlap
/// another, and one pass from each `<` to the next `>` gives the same result in linear time;
/// otherwise the column-by-column way is kept. The pass works on UTF-8 bytes: `<` and `>` are
/// ASCII, so they never occur inside another character's encoding.
struct Placeholders {
    private let names: [String]
    private let nameBytes: [[UInt8]]
    private let namesHaveBrackets: Bool

    init(_ names: [String]) {
        self.names = names
        nameBytes = names.map { Array($0.utf8) }
        namesHaveBrackets = names.contains { Self.hasBracket($0) }
    }

    /// The values of one example row, checked once for the fast path.
    struct Row {
        fileprivate let values: [String]
        fileprivate let valueBytes: [[UInt8]]
        fileprivate let linear: Bool
    }

    func row(_ values: [String]) -> Row {
        let linear = !namesHaveBrackets && values.count >= names.count && !values.contains(where: Self.hasBracket)
        return Row(values: values, valueBytes: linear ? values.map { Array($0.utf8) } : [], linear: linear)
    }

    func fill(_ text: String, with values: [String]) -> String {
        fill(text, row: row(values))
    }

    func fill(_ text: String, row: Row) -> String {
        guard !names.isEmpty else { return text }
        var source = text
        let result: String? = source.withUTF8 { bytes -> String? in
            guard let firstOpen = bytes.firstIndex(of: UInt8(ascii: "<")) else { return text }
            guard row.linear else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            out.append(contentsOf: bytes[..<firstOpen])
            var i = firstOpen
            while i < bytes.count {
                let byte = bytes[i]
                guard byte == UInt8(ascii: "<") else {
                    out.append(byte)
                    i += 1
                    continue
                }
                var close = i + 1
                while close < bytes.count && bytes[close] != UInt8(ascii: ">") {
                    // `<a<b>`: the column-by-column way decides which placeholder wins.
                    if bytes[close] == UInt8(ascii: "<") { return nil }
                    close += 1
                }
                guard close < bytes.count else {
                    out.append(contentsOf: bytes[i...])
                    break
                }
                if let column = column(named: bytes[(i + 1)..<close]) {
                    out.append(contentsOf: row.valueBytes[column])
                } else {
                    out.append(contentsOf: bytes[i...close])
                }
                i = close + 1
            }
            return String(decoding: out, as: UTF8.self)
        }
        return result ?? columnByColumn(text, row.values)
    }

    /// The first column with this name (a later column with the same name never matches).
    private func column(named name: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        for (index, candidate) in nameBytes.enumerated() where candidate.count == name.count {
            if candidate.elementsEqual(name) { return index }
        }
        return nil
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
