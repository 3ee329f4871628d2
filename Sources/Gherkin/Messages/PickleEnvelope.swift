/// A pickle's envelope written straight into bytes: pickles are most of what the `gherkin`
/// command writes, and building each as a `JSONValue` tree (a dictionary per object, its keys
/// sorted at every write) cost several times the parse. The text is exactly that of
/// `JSONValue.object(["pickle": pickle.json])`: keys in sorted order, absent fields left out.
extension Pickle {
    /// `{"pickle":{…}}`, without a newline.
    public func writeEnvelope(to out: inout [UInt8]) {
        out.appendASCII(#"{"pickle":{"astNodeIds":"#)
        out.appendJSONStrings(astNodeIds)
        out.appendASCII(#","id":"#)
        out.appendJSONString(id)
        out.appendASCII(#","language":"#)
        out.appendJSONString(language)
        out.appendASCII(#","location":"#)
        location.write(to: &out)
        out.appendASCII(#","name":"#)
        out.appendJSONString(name)
        out.appendASCII(#","steps":["#)
        for (index, step) in steps.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            step.write(to: &out)
        }
        out.appendASCII(#"],"tags":["#)
        for (index, tag) in tags.enumerated() {
            out.appendASCII(index == 0 ? #"{"astNodeId":"# : #",{"astNodeId":"#)
            out.appendJSONString(tag.astNodeId)
            out.appendASCII(#","name":"#)
            out.appendJSONString(tag.name)
            out.append(UInt8(ascii: "}"))
        }
        out.appendASCII(#"],"uri":"#)
        out.appendJSONString(uri)
        out.appendASCII("}}")
    }
}

extension PickleStep {
    fileprivate func write(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        if let argument {
            out.appendASCII(#""argument":{"#)
            if let table = argument.dataTable {
                out.appendASCII(#""dataTable":{"#)
                if let index = table.argumentIndex {
                    out.appendASCII(#""argumentIndex":"#)
                    out.appendJSONInt(index)
                    out.append(UInt8(ascii: ","))
                }
                out.appendASCII(#""rows":["#)
                for (rowIndex, row) in table.rows.enumerated() {
                    out.appendASCII(rowIndex == 0 ? #"{"cells":["# : #",{"cells":["#)
                    for (cellIndex, cell) in row.enumerated() {
                        out.appendASCII(cellIndex == 0 ? #"{"value":"# : #",{"value":"#)
                        out.appendJSONString(cell)
                        out.append(UInt8(ascii: "}"))
                    }
                    out.appendASCII("]}")
                }
                out.appendASCII("]}")
            }
            if let doc = argument.docString {
                out.appendASCII(argument.dataTable == nil ? #""docString":{"# : #","docString":{"#)
                if let index = doc.argumentIndex {
                    out.appendASCII(#""argumentIndex":"#)
                    out.appendJSONInt(index)
                    out.append(UInt8(ascii: ","))
                }
                out.appendASCII(#""content":"#)
                out.appendJSONString(doc.content)
                if let mediaType = doc.mediaType {
                    out.appendASCII(#","mediaType":"#)
                    out.appendJSONString(mediaType)
                }
                out.append(UInt8(ascii: "}"))
            }
            out.appendASCII("},")
        }
        out.appendASCII(#""astNodeIds":"#)
        out.appendJSONStrings(astNodeIds)
        out.appendASCII(#","id":"#)
        out.appendJSONString(id)
        out.appendASCII(#","text":"#)
        out.appendJSONString(text)
        out.appendASCII(#","type":"#)
        out.appendJSONString(type.rawValue)
        out.append(UInt8(ascii: "}"))
    }
}

extension Location {
    /// `{"column":…,"line":…}`, the column left out where the location has none.
    func write(to out: inout [UInt8]) {
        if let column {
            out.appendASCII(#"{"column":"#)
            out.appendJSONInt(column)
            out.appendASCII(#","line":"#)
        } else {
            out.appendASCII(#"{"line":"#)
        }
        out.appendJSONInt(line)
        out.append(UInt8(ascii: "}"))
    }
}

extension Array where Element == UInt8 {
    /// A JSON array of strings.
    fileprivate mutating func appendJSONStrings(_ values: [String]) {
        append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { append(UInt8(ascii: ",")) }
            appendJSONString(value)
        }
        append(UInt8(ascii: "]"))
    }
}
