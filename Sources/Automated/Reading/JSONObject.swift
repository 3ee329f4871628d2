import JSON

/// One JSON object with its place in the file (a path such as `[1].violations[0]`), read member
/// by member: a member of the wrong kind is refused with its path and what it should be.
struct JSONObject {
    let members: [String: JSONValue]
    /// The JSON path of the object; empty for the file's top level.
    let path: String

    /// The path of a member.
    func path(of key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// A string member; nil when absent or null.
    func string(_ key: String) throws(ReadFailure) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw ReadFailure(.malformed(at: path(of: key), expected: "a string"))
        }
    }

    /// An object member; nil when absent or null.
    func object(_ key: String) throws(ReadFailure) -> JSONObject? {
        switch members[key] {
        case nil, .null?: return nil
        case .object(let inner)?: return JSONObject(members: inner, path: path(of: key))
        default: throw ReadFailure(.malformed(at: path(of: key), expected: "an object"))
        }
    }

    /// An array member's elements with their paths; empty when absent or null.
    func array(_ key: String) throws(ReadFailure) -> [(value: JSONValue, path: String)] {
        switch members[key] {
        case nil, .null?: return []
        case .array(let items)?: return items.enumerated().map { (value: $1, path: path(of: key) + "[\($0)]") }
        default: throw ReadFailure(.malformed(at: path(of: key), expected: "an array"))
        }
    }

    /// An array member whose elements must all be objects.
    func objects(_ key: String, expected: String) throws(ReadFailure) -> [JSONObject] {
        var objects: [JSONObject] = []
        for (value, place) in try array(key) {
            guard case .object(let inner) = value else { throw ReadFailure(.malformed(at: place, expected: expected)) }
            objects.append(JSONObject(members: inner, path: place))
        }
        return objects
    }

    /// An array member whose elements must all be strings.
    func strings(_ key: String) throws(ReadFailure) -> [String] {
        var strings: [String] = []
        for (value, place) in try array(key) {
            guard case .string(let text) = value else { throw ReadFailure(.malformed(at: place, expected: "a string")) }
            strings.append(text)
        }
        return strings
    }
}
