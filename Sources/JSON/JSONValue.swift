// Every case stays boxed (`indirect enum`): boxing only the containers would save an allocation
// per string and number, but with Swift 6.3.1 comparing such values across modules crashed
// (`payload[key] == .bool(true)` in a debug build). Hot paths avoid building values instead.
/// A small JSON value for writing Cucumber Messages. Objects are written with their keys
/// sorted and without spaces, strings with only the escapes JSON requires (non-ASCII is
/// written as UTF-8), so output compares byte for byte with the reference's normalised form.
public indirect enum JSONValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// The compact text of this value.
    public var text: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the compact text to a byte buffer.
    public func write(to out: inout [UInt8]) {
        switch self {
        case .string(let value): out.appendJSONString(value)
        case .int(let value): out.appendJSONInt(value)
        case .double(let value):
            // JSON has no NaN or infinity; whole numbers keep a decimal point so they read as floats.
            if !value.isFinite {
                out.append(contentsOf: "null".utf8)
            } else {
                out.append(contentsOf: value.description.utf8)
            }
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            // Sorted by UTF-16 code units, as JSON tools sort keys; our keys are ASCII.
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.appendJSONString(key)
                out.append(UInt8(ascii: ":"))
                members[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}
