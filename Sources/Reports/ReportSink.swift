import Foundation
import JSON
import SafeHTML

/// Where an export's bytes go as they are made. Renderers append text to it, escaped for the
/// format as they go, and never hold the whole document: a sink made with `drain` hands its
/// bytes on in chunks (`chunkSize`, 64 KiB) as each one fills — to a file, standard output or a
/// counter — so a Messages export of a hundred thousand scenarios (hundreds of megabytes) is
/// written with one chunk in memory. A sink made without one keeps everything, for the
/// `render` functions that return the document as a `String`.
///
/// It is a class so that the HTML renderer's many small pieces can share it without `inout`
/// everywhere; its state lives behind a pointer, so appending is a bounds check and a copy,
/// without the exclusivity checks a class's stored properties would add to every byte.
public final class ReportSink {
    @usableFromInline
    struct State {
        var base: UnsafeMutablePointer<UInt8>
        var count: Int
        var capacity: Int
        /// Bytes already handed to `drain`.
        var handedOn: Int
    }

    @usableFromInline let state: UnsafeMutablePointer<State>
    private let drain: ((UnsafeRawBufferPointer) -> Void)?
    /// For writers that only know how to append to an array (`JSONValue`, Gherkin's pickles).
    private var scratch: [UInt8] = []

    /// The size of the chunks a draining sink hands on.
    public static let chunkSize = 1 << 16

    /// A sink that keeps every byte in memory (`text`, `bytes`).
    public init(capacity: Int = 4096) {
        drain = nil
        let capacity = max(capacity, 64)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity, handedOn: 0))
    }

    /// A sink that hands its bytes to `drain` in chunks of about `chunkSize` bytes as they fill,
    /// and the rest on `flush()`. Bytes handed on are gone from the sink.
    public init(chunkSize: Int = ReportSink.chunkSize, drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.drain = drain
        let capacity = max(chunkSize, 64)
        state = .allocate(capacity: 1)
        state.initialize(to: State(base: .allocate(capacity: capacity), count: 0, capacity: capacity, handedOn: 0))
    }

    deinit {
        state.pointee.base.deallocate()
        state.deallocate()
    }

    /// Every byte written so far, handed on or not.
    public var byteCount: Int { state.pointee.handedOn + state.pointee.count }

    /// Hands what is waiting to `drain` (nothing for a sink that keeps its bytes).
    public func flush() {
        guard let drain, state.pointee.count > 0 else { return }
        drain(UnsafeRawBufferPointer(start: state.pointee.base, count: state.pointee.count))
        state.pointee.handedOn += state.pointee.count
        state.pointee.count = 0
    }

    /// Forgets the bytes waiting in the sink, to write something else into it.
    public func reset() {
        state.pointee.count = 0
        state.pointee.handedOn = 0
    }

    /// The bytes waiting in the sink: everything written, for a sink that keeps its bytes.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count)) }

    /// The bytes waiting in the sink as text: the whole document, for a sink that keeps its bytes.
    public var text: String { String(decoding: UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count), as: UTF8.self) }

    // MARK: Raw bytes

    /// Room for `count` more bytes, where the next byte goes; `advance` after writing them.
    @inline(__always) @usableFromInline
    func room(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        let state = self.state
        if state.pointee.capacity - state.pointee.count < count { makeRoom(count) }
        return state.pointee.base + state.pointee.count
    }

    @inline(__always) @usableFromInline
    func advance(_ count: Int) { state.pointee.count += count }

    @usableFromInline @inline(never)
    func makeRoom(_ needed: Int) {
        if drain != nil {
            flush()
            if state.pointee.capacity >= needed { return }
        }
        let capacity = max(state.pointee.capacity * 2, state.pointee.count + needed)
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        base.update(from: state.pointee.base, count: state.pointee.count)
        state.pointee.base.deallocate()
        state.pointee.base = base
        state.pointee.capacity = capacity
    }

    @inline(__always)
    public func append(byte: UInt8) {
        room(1).pointee = byte
        advance(1)
    }

    @inline(__always)
    public func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let count = bytes.count
        let target = room(count)
        if count <= 16 {
            // Most pieces are a few bytes of punctuation or a short key: a loop beats a call.
            for offset in 0..<count { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: count)
        }
        advance(count)
    }

    public func append(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// The bytes waiting in another sink (all of them, for one that keeps its bytes).
    public func append(contentsOf other: ReportSink) {
        append(bytes: UnsafeBufferPointer(start: other.state.pointee.base, count: other.state.pointee.count))
    }

    /// ASCII known when the program is built: punctuation, tags, keys.
    @inline(__always)
    public func append(_ text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Text as it is, with no escaping.
    @inline(__always)
    public func append(_ text: String) {
        Self.withUTF8(text) { append(bytes: $0) }
    }

    @inline(__always)
    public func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil { append(String(text)) }
    }

    /// A whole number in decimal, as `String(value)` writes it.
    public func append(_ value: Int) {
        var magnitude = value.magnitude
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        let sign = value < 0 ? 1 : 0
        let out = room(digits + sign)
        if sign == 1 { out.pointee = UInt8(ascii: "-") }
        var position = sign + digits - 1
        repeat {
            out[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            position -= 1
        } while magnitude > 0
        advance(digits + sign)
    }

    /// A number with at least `width` digits, zeros in front.
    func append(_ value: Int, width: Int) {
        var digits = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        for _ in digits..<max(digits, width) { append(byte: UInt8(ascii: "0")) }
        append(value)
    }

    /// What a writer that knows only arrays appends: made in a scratch array, then copied in.
    func appendArray(_ write: (inout [UInt8]) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        write(&scratch)
        append(bytes: scratch)
    }

    /// A string's UTF-8, in place when the string is native (every string Swift makes here).
    @inline(__always) @usableFromInline
    static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    // MARK: JSON

    /// A JSON string: quoted, with only the escapes JSON requires (`"`, `\` and the C0 controls),
    /// as `JSONValue` writes one.
    public func json(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        jsonEscaped(text)
        append(byte: UInt8(ascii: "\""))
    }

    /// Part of a JSON string, escaped, without the quotes: a string made of pieces is written
    /// piece by piece.
    public func jsonEscaped(_ text: String) {
        Self.withUTF8(text) { jsonEscaped($0) }
    }

    /// The bytes waiting in another sink, escaped.
    func jsonEscaped(contentsOf other: ReportSink) {
        jsonEscaped(UnsafeBufferPointer(start: other.state.pointee.base, count: other.state.pointee.count))
    }

    func jsonEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            // Eight bytes at a time while none of them needs an escape, as in nearly all text.
            while index + 8 <= count, [UInt8].noneNeedsEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            guard index < count else { break }
            let byte = base[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if runStart < index { append(bytes: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            index += 1
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            default:
                append("\\u00")
                append(byte: Self.lowerHex[Int(byte >> 4)])
                append(byte: Self.lowerHex[Int(byte & 0x0F)])
            }
        }
        if runStart < count { append(bytes: UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
    }

    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)

    // MARK: HTML

    /// Text escaped for HTML content by `HTMLEscaper`'s rules, streamed into the sink as it is
    /// escaped: `& < > " '` as references, and controls, noncharacters and bidirectional
    /// controls shown as their code point.
    public func html(_ text: String) {
        HTMLEscaper.withUTF8(text) { utf8 in HTMLEscaper.escape(utf8, in: .text) { append(bytes: $0) } }
    }

    /// A quoted attribute's value by `HTMLEscaper`'s rules: line breaks as references too.
    public func htmlAttribute(_ text: String) {
        HTMLEscaper.withUTF8(text) { utf8 in HTMLEscaper.escape(utf8, in: .attribute) { append(bytes: $0) } }
    }

    /// Markup made by `HTML` (escaped as it was built), as it is.
    package func append(html: HTML) {
        append(html.markup)
    }
}
