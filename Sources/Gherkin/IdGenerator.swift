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
        guard predictable else { return Self.randomUUID() }
        defer { next += 1 }
        return String(next)
    }

    /// A random (version 4) UUID in lower case, as `UUID().uuidString.lowercased()` writes
    /// one, made from the system's random bytes (`arc4random_buf`, which the C library draws
    /// from the kernel): Foundation's took some 9 µs an id, and a large file's pickles need
    /// millions of ids.
    static func randomUUID() -> String {
        var bytes: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &bytes) { arc4random_buf($0.baseAddress!, 16) }
        return withUnsafeBytes(of: &bytes) { raw in
            String(unsafeUninitializedCapacity: 36) { out in
                let digits: StaticString = "0123456789abcdef"
                var at = 0
                for index in 0..<16 {
                    var byte = raw[index]
                    if index == 6 { byte = byte & 0x0F | 0x40 }  // version 4
                    if index == 8 { byte = byte & 0x3F | 0x80 }  // the RFC 4122 variant
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    out[at] = digits.utf8Start[Int(byte >> 4)]
                    out[at + 1] = digits.utf8Start[Int(byte & 0x0F)]
                    at += 2
                }
                return at
            }
        }
    }
}
