import Foundation

/// Hands out node ids. Predictable ids are "0", "1", "2"… — the reference's
/// `--predictable-ids`: one generator serves a file's AST builder and pickle compiler, so
/// ids follow the order nodes are completed. Otherwise each id is a fresh UUID.
public final class IdGenerator {
    private var next = 0
    private let predictable: Bool

    /// Whether ids count up ("0", "1", …) rather than being UUIDs: then the order they are
    /// taken in is part of the output.
    public var isPredictable: Bool { predictable }

    public init(predictable: Bool = true) {
        self.predictable = predictable
    }

    public func nextID() -> String {
        guard predictable else { return UUID().uuidString.lowercased() }
        defer { next += 1 }
        return String(next)
    }
}
