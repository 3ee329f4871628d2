/// A message's header fields in the order they came or will be sent. Names keep their
/// spelling; looking one up ignores ASCII case, as HTTP field names are case-insensitive.
/// Repeated fields stay separate pairs (no comma joining), so `Set-Cookie` and a request's
/// two `Content-Length` lines can both be seen for what they are.
public struct HTTPHeaders: Sendable {
    public var pairs: [(name: String, value: String)]

    public init(_ pairs: [(String, String)] = []) {
        self.pairs = pairs.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of that field, or nil when there is none.
    public subscript(_ name: String) -> String? {
        pairs.first { Self.sameName($0.name, name) }?.value
    }

    /// Every value of that field, one per line it had, in order.
    public func values(_ name: String) -> [String] {
        pairs.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool {
        pairs.contains { Self.sameName($0.name, name) }
    }

    /// Adds a field after the others, keeping any of the same name.
    public mutating func add(_ name: String, _ value: String) {
        pairs.append((name: name, value: value))
    }

    /// Replaces every field of that name by one with this value.
    public mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    public mutating func remove(_ name: String) {
        pairs.removeAll { Self.sameName($0.name, name) }
    }

    /// The comma-separated tokens of a field across all its lines, lower-cased and trimmed
    /// (`Connection: keep-alive, Upgrade` → ["keep-alive", "upgrade"]).
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { ASCII.trimmingWhitespace(String($0)).lowercased() }.filter { !$0.isEmpty }
    }

    /// ASCII case-insensitive: `lowercased()` would also fold non-ASCII letters, which can
    /// never be in a field name, so comparing UTF-8 bytes folded by hand is both right and cheap.
    static func sameName(_ a: String, _ b: String) -> Bool {
        let x = a.utf8
        let y = b.utf8
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { ASCII.lowercase($0) == ASCII.lowercase($1) }
    }
}
