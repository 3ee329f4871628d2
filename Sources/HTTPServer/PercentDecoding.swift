/// Undoing `%XX` escapes, in the two strengths HTTP needs.
enum PercentDecoding {
    /// For a request's path: a `%` not followed by two hex digits makes the whole path
    /// malformed (nil), since guessing what a broken path meant is how two parts of a
    /// program come to disagree about which file was asked for.
    static func strict<C: Collection>(_ bytes: C) -> [UInt8]? where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == ASCII.percent {
                let high = bytes.index(after: index)
                guard high != bytes.endIndex else { return nil }
                let low = bytes.index(after: high)
                guard low != bytes.endIndex, let h = ASCII.hexValue(bytes[high]), let l = ASCII.hexValue(bytes[low]) else { return nil }
                out.append(h << 4 | l)
                index = bytes.index(after: low)
            } else {
                out.append(byte)
                index = bytes.index(after: index)
            }
        }
        return out
    }

    /// For form data and queries, as browsers and the URL Standard do it: a `%` that does not
    /// start a valid escape stays as it is, and `+` stands for a space when `plusIsSpace`.
    static func lenient<C: Collection>(_ bytes: C, plusIsSpace: Bool) -> [UInt8] where C.Element == UInt8 {
        let source = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == ASCII.percent, index + 2 < source.count, let h = ASCII.hexValue(source[index + 1]), let l = ASCII.hexValue(source[index + 2]) {
                out.append(h << 4 | l)
                index += 3
            } else {
                out.append(plusIsSpace && byte == ASCII.plus ? ASCII.space : byte)
                index += 1
            }
        }
        return out
    }
}
