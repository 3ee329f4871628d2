import JSON

/// Compact JSON written straight into a `ReportSink`, for exports too large to build as
/// `JSONValue` trees first: a Messages export of 100,000 scenarios is over two million
/// envelopes, and making a dictionary for each (then sorting its keys to write it) took most
/// of the time. Strings are escaped as `JSONValue` escapes them and prebuilt values are written
/// by `JSONValue`; callers give keys in sorted order, so the text is what `JSONValue` would
/// write for the same value.
struct JSONStream {
    /// Where the text goes.
    let out: ReportSink
    /// Per open object or array, one bit: whether something has been written in it yet. Levels
    /// past 64 (never reached by the exporters' documents) are kept in `deeper`.
    private var written: UInt64 = 0
    private var depth = 0
    private var deeper: [Bool] = []
    /// A key was just written, so the next value needs no comma.
    private var afterKey = false

    /// A stream whose text stays in memory (`bytes`).
    init(capacity: Int = 4096) {
        out = ReportSink(capacity: capacity)
    }

    init(into out: ReportSink) {
        self.out = out
    }

    /// The text written so far, for a stream that keeps it in memory.
    var bytes: [UInt8] { out.bytes }

    mutating func beginObject() {
        separate()
        out.append(byte: UInt8(ascii: "{"))
        open()
    }

    mutating func endObject() {
        close()
        out.append(byte: UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        out.append(byte: UInt8(ascii: "["))
        open()
    }

    mutating func endArray() {
        close()
        out.append(byte: UInt8(ascii: "]"))
    }

    /// `"name":`, after a comma unless it is the first member. `name` is written as given: the
    /// exporters' keys are plain ASCII words.
    @inline(__always)
    mutating func key(_ name: StaticString) {
        separate()
        let count = name.utf8CodeUnitCount
        let target = out.room(count + 3)
        target.pointee = UInt8(ascii: "\"")
        (target + 1).update(from: name.utf8Start, count: count)
        target[count + 1] = UInt8(ascii: "\"")
        target[count + 2] = UInt8(ascii: ":")
        out.advance(count + 3)
        afterKey = true
    }

    /// A key that is not known until run time (a member of a prebuilt value).
    mutating func key(dynamic name: String) {
        string(name)
        out.append(byte: UInt8(ascii: ":"))
        afterKey = true
    }

    mutating func string(_ value: String) {
        separate()
        out.json(value)
    }

    /// One string made of three, written piece by piece rather than joined first: JSON escapes
    /// character by character, so the text is the same.
    mutating func string(_ prefix: String, _ value: String, _ suffix: String = "") {
        separate()
        out.append(byte: UInt8(ascii: "\""))
        out.jsonEscaped(prefix)
        out.jsonEscaped(value)
        if !suffix.isEmpty { out.jsonEscaped(suffix) }
        out.append(byte: UInt8(ascii: "\""))
    }

    mutating func field(_ name: StaticString, _ prefix: String, _ value: String, _ suffix: String = "") {
        key(name)
        string(prefix, value, suffix)
    }

    /// A member (`"key":value`) or element written beforehand, as bytes: what many messages
    /// repeat is made once.
    mutating func raw(_ bytes: [UInt8]) {
        separate()
        out.append(bytes: bytes)
    }

    /// A value the caller writes itself, with `out`, after this: the comma it needs, if any.
    mutating func valueFollows() {
        separate()
    }

    /// Opens a string whose text the caller writes in pieces (`out.jsonEscaped`, or ASCII that
    /// needs no escape), then closes with `endString`: an id made of parts is never built.
    mutating func beginString() {
        separate()
        out.append(byte: UInt8(ascii: "\""))
    }

    func endString() {
        out.append(byte: UInt8(ascii: "\""))
    }

    mutating func int(_ value: Int) {
        separate()
        out.append(value)
    }

    mutating func bool(_ value: Bool) {
        separate()
        if value { out.append("true") } else { out.append("false") }
    }

    /// A value another writer puts into an array of bytes (a pickle's envelope).
    mutating func written(by write: (inout [UInt8]) -> Void) {
        separate()
        out.appendArray(write)
    }

    /// A value built elsewhere (a pickle, a Gherkin document).
    mutating func value(_ value: JSONValue) {
        separate()
        out.appendArray { value.write(to: &$0) }
    }

    @inline(__always)
    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        out.json(value)
        afterKey = false
    }

    @inline(__always)
    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        out.append(value)
        afterKey = false
    }

    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Ends an NDJSON line.
    func newline() {
        out.append(byte: UInt8(ascii: "\n"))
    }

    @inline(__always)
    private mutating func open() {
        if depth >= 64 {
            deeper.append(false)
        } else {
            written &= ~(1 << UInt64(depth))
        }
        depth += 1
    }

    @inline(__always)
    private mutating func close() {
        depth -= 1
        if depth >= 64 { deeper.removeLast() }
    }

    /// The comma before a member or element, when one is needed.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        let level = depth - 1
        if level >= 64 {
            if deeper[level - 64] {
                out.append(byte: UInt8(ascii: ","))
            } else {
                deeper[level - 64] = true
            }
            return
        }
        let bit: UInt64 = 1 << UInt64(level)
        if written & bit != 0 {
            out.append(byte: UInt8(ascii: ","))
        } else {
            written |= bit
        }
    }
}
