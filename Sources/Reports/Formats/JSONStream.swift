import JSON

/// Compact JSON written straight into a byte buffer, for exports too large to build as
/// `JSONValue` trees first: a Messages export of 100,000 scenarios is over two million
/// envelopes, and making a dictionary for each (then sorting its keys to write it) took most
/// of the time. Strings and any prebuilt value are written by `JSONValue`, so escaping is the
/// same everywhere; callers give keys in sorted order, so the text is what `JSONValue` would
/// write for the same value.
struct JSONStream {
    private(set) var bytes: [UInt8] = []
    /// Per open object or array: whether nothing has been written in it yet.
    private var empty: [Bool] = []
    /// A key was just written, so the next value needs no comma.
    private var afterKey = false

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        empty.append(true)
    }

    mutating func endObject() {
        empty.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        empty.append(true)
    }

    mutating func endArray() {
        empty.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"name":`, after a comma unless it is the first member. `name` is written as given: the
    /// exporters' keys are plain ASCII words.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        afterKey = true
    }

    /// A key that is not known until run time (a member of a prebuilt value).
    mutating func key(dynamic name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func string(_ value: String) {
        separate()
        // Most strings need no escape: copy those whole instead of byte by byte.
        let copied: Bool? = value.utf8.withContiguousStorageIfAvailable { buffer in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: buffer)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if copied != true { JSONValue.string(value).write(to: &bytes) }
    }

    mutating func int(_ value: Int) {
        separate()
        // Digits straight into the buffer: a `String` per number was a measurable share of a
        // Messages export, which writes eight numbers per step.
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A value another writer puts straight into the bytes (a pickle's envelope).
    mutating func written(by write: (inout [UInt8]) -> Void) {
        separate()
        write(&bytes)
    }

    /// A value built elsewhere (a pickle, a Gherkin document).
    mutating func value(_ value: JSONValue) {
        separate()
        value.write(to: &bytes)
    }

    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Ends an NDJSON line.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The comma before a member or element, when one is needed.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = empty.last else { return }
        if last {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }
}
