/// SHA-256 (FIPS 180-4), incremental: feed bytes in any number of pieces, then finish.
///
/// Written here rather than taken from a package because the project has no dependencies;
/// it is checked against NIST's test vectors and against `sha256sum`.
public struct SHA256: Sendable {
    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    private static let initial: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    private var state: State = initial
    /// Bytes waiting for a full 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    /// Adds bytes to the message.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ buffer -> Bool in
            update(buffer: UnsafeRawBufferPointer(buffer))
            return true
        }), done {
            return
        }
        update(Array(bytes))
    }

    /// Adds the UTF-8 bytes of a string.
    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(buffer: UnsafeRawBufferPointer($0)) }
    }

    private mutating func update(buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            if pending.count == 64 {
                pending.withUnsafeBytes { Self.compress(&state, block: $0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while buffer.count - offset >= 64 {
            Self.compress(&state, block: buffer.baseAddress! + offset)
            offset += 64
        }
        if offset < buffer.count { pending.append(contentsOf: buffer[offset...]) }
    }

    /// The 32-byte digest of everything added.
    public func finalize() -> [UInt8] {
        var state = self.state
        pending.withUnsafeBytes { Self.finish(&state, tail: $0, length: length) }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
        return digest
    }

    /// The digest as 64 lower-case hexadecimal digits.
    public func hexDigest() -> String {
        Self.hex(finalize())
    }

    /// The hex digest of some bytes, in one call.
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Contiguous bytes (arrays, buffers) are hashed where they lie, without a hasher's
        // buffer: ledgers hash a million short lines, and the copies would cost more than the hashing.
        if let hex = bytes.withContiguousStorageIfAvailable({ buffer in
            String(unsafeUninitializedCapacity: 64) { out in
                hexDigest(of: UnsafeRawBufferPointer(buffer), into: UnsafeMutableRawBufferPointer(out))
                return 64
            }
        }) {
            return hex
        }
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    /// The hex digest of a string's UTF-8 bytes.
    public static func hash(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hash($0) }
    }

    /// Writes the digest of `message` as 64 lower-case hexadecimal digits to the start of
    /// `hex`, allocating nothing, for callers that compare digests by the million.
    public static func hexDigest(of message: UnsafeRawBufferPointer, into hex: UnsafeMutableRawBufferPointer) {
        precondition(hex.count >= 64, "a hex digest needs 64 bytes")
        var state = initial
        let whole = message.count & ~63
        var offset = 0
        while offset < whole {
            compress(&state, block: message.baseAddress! + offset)
            offset += 64
        }
        finish(&state, tail: UnsafeRawBufferPointer(rebasing: message[whole...]), length: UInt64(message.count))
        writeHex(state.0, hex, at: 0)
        writeHex(state.1, hex, at: 8)
        writeHex(state.2, hex, at: 16)
        writeHex(state.3, hex, at: 24)
        writeHex(state.4, hex, at: 32)
        writeHex(state.5, hex, at: 40)
        writeHex(state.6, hex, at: 48)
        writeHex(state.7, hex, at: 56)
    }

    @inline(__always)
    private static func writeHex(_ word: UInt32, _ hex: UnsafeMutableRawBufferPointer, at start: Int) {
        for index in 0..<8 {
            let nibble = UInt8(truncatingIfNeeded: word >> UInt32(28 - 4 * index)) & 0x0F
            hex[start + index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Pads the last (under 64) bytes of a message of `length` bytes and compresses them: the
    /// bytes, a 1 bit, zeros, and the length in bits, big-endian, filling one or two blocks.
    private static func finish(_ state: inout State, tail: UnsafeRawBufferPointer, length: UInt64) {
        // Two blocks on the stack: no allocation for the padding.
        var blocks: (SIMD64<UInt8>, SIMD64<UInt8>) = (.zero, .zero)
        withUnsafeMutableBytes(of: &blocks) { raw in
            if !tail.isEmpty { raw.baseAddress!.copyMemory(from: tail.baseAddress!, byteCount: tail.count) }
            raw[tail.count] = 0x80
            let count = tail.count + 1 + 8 <= 64 ? 1 : 2
            raw.storeBytes(of: (length &* 8).bigEndian, toByteOffset: count * 64 - 8, as: UInt64.self)
            compress(&state, block: raw.baseAddress!)
            if count == 2 { compress(&state, block: raw.baseAddress! + 64) }
        }
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    @inline(__always)
    private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

    /// One round. Rather than shifting eight variables along after each round, the caller
    /// passes them in rotated order, so only `d` and `h` change.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
        _ kw: UInt32
    ) {
        let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) | (c & (a | b)))
        d = d &+ t1
        h = t1 &+ t2
    }

    private static func compress(_ state: inout State, block: UnsafeRawPointer) {
        var (a, b, c, d, e, f, g, h) = state
        // The message schedule, kept as a 16-word ring on the stack.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { ring in
            k.withUnsafeBufferPointer { k in
                for i in 0..<16 {
                    ring[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))
                }
                /// Round i's constant plus its schedule word, extending the schedule from round 16.
                @inline(__always)
                func word(_ i: Int) -> UInt32 {
                    if i >= 16 {
                        let w15 = ring[(i - 15) & 15]
                        let w2 = ring[(i - 2) & 15]
                        let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
                        let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
                        ring[i & 15] = ring[i & 15] &+ s0 &+ ring[(i - 7) & 15] &+ s1
                    }
                    return k[i] &+ ring[i & 15]
                }
                for i in stride(from: 0, to: 64, by: 8) {
                    round(a, b, c, &d, e, f, g, &h, word(i))
                    round(h, a, b, &c, d, e, f, &g, word(i + 1))
                    round(g, h, a, &b, c, d, e, &f, word(i + 2))
                    round(f, g, h, &a, b, c, d, &e, word(i + 3))
                    round(e, f, g, &h, a, b, c, &d, word(i + 4))
                    round(d, e, f, &g, h, a, b, &c, word(i + 5))
                    round(c, d, e, &f, g, h, a, &b, word(i + 6))
                    round(b, c, d, &e, f, g, h, &a, word(i + 7))
                }
            }
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
        )
    }
}
