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
            digest += [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word),
            ]
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

    /// The message schedule's next word, in place of the one 16 rounds back.
    @inline(__always)
    private static func extend(_ w16: inout UInt32, _ w15: UInt32, _ w7: UInt32, _ w2: UInt32) -> UInt32 {
        let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
        let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
        w16 = w16 &+ s0 &+ w7 &+ s1
        return w16
    }

    /// The 64 rounds over one block, written out with their constants: no loop, no table and
    /// no schedule array, which lets the compiler keep the working values in registers; it is
    /// about a fifth faster than the same rounds in a loop.
    private static func compress(_ state: inout State, block: UnsafeRawPointer) {
        @inline(__always) func load(_ i: Int) -> UInt32 { UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
        var (w0, w1, w2, w3, w4, w5, w6, w7) = (load(0), load(1), load(2), load(3), load(4), load(5), load(6), load(7))
        var (w8, w9, w10, w11, w12, w13, w14, w15) = (load(8), load(9), load(10), load(11), load(12), load(13), load(14), load(15))
        var (a, b, c, d, e, f, g, h) = state
        round(a, b, c, &d, e, f, g, &h, 0x428a_2f98 &+ w0)
        round(h, a, b, &c, d, e, f, &g, 0x7137_4491 &+ w1)
        round(g, h, a, &b, c, d, e, &f, 0xb5c0_fbcf &+ w2)
        round(f, g, h, &a, b, c, d, &e, 0xe9b5_dba5 &+ w3)
        round(e, f, g, &h, a, b, c, &d, 0x3956_c25b &+ w4)
        round(d, e, f, &g, h, a, b, &c, 0x59f1_11f1 &+ w5)
        round(c, d, e, &f, g, h, a, &b, 0x923f_82a4 &+ w6)
        round(b, c, d, &e, f, g, h, &a, 0xab1c_5ed5 &+ w7)
        round(a, b, c, &d, e, f, g, &h, 0xd807_aa98 &+ w8)
        round(h, a, b, &c, d, e, f, &g, 0x1283_5b01 &+ w9)
        round(g, h, a, &b, c, d, e, &f, 0x2431_85be &+ w10)
        round(f, g, h, &a, b, c, d, &e, 0x550c_7dc3 &+ w11)
        round(e, f, g, &h, a, b, c, &d, 0x72be_5d74 &+ w12)
        round(d, e, f, &g, h, a, b, &c, 0x80de_b1fe &+ w13)
        round(c, d, e, &f, g, h, a, &b, 0x9bdc_06a7 &+ w14)
        round(b, c, d, &e, f, g, h, &a, 0xc19b_f174 &+ w15)
        round(a, b, c, &d, e, f, g, &h, 0xe49b_69c1 &+ extend(&w0, w1, w9, w14))
        round(h, a, b, &c, d, e, f, &g, 0xefbe_4786 &+ extend(&w1, w2, w10, w15))
        round(g, h, a, &b, c, d, e, &f, 0x0fc1_9dc6 &+ extend(&w2, w3, w11, w0))
        round(f, g, h, &a, b, c, d, &e, 0x240c_a1cc &+ extend(&w3, w4, w12, w1))
        round(e, f, g, &h, a, b, c, &d, 0x2de9_2c6f &+ extend(&w4, w5, w13, w2))
        round(d, e, f, &g, h, a, b, &c, 0x4a74_84aa &+ extend(&w5, w6, w14, w3))
        round(c, d, e, &f, g, h, a, &b, 0x5cb0_a9dc &+ extend(&w6, w7, w15, w4))
        round(b, c, d, &e, f, g, h, &a, 0x76f9_88da &+ extend(&w7, w8, w0, w5))
        round(a, b, c, &d, e, f, g, &h, 0x983e_5152 &+ extend(&w8, w9, w1, w6))
        round(h, a, b, &c, d, e, f, &g, 0xa831_c66d &+ extend(&w9, w10, w2, w7))
        round(g, h, a, &b, c, d, e, &f, 0xb003_27c8 &+ extend(&w10, w11, w3, w8))
        round(f, g, h, &a, b, c, d, &e, 0xbf59_7fc7 &+ extend(&w11, w12, w4, w9))
        round(e, f, g, &h, a, b, c, &d, 0xc6e0_0bf3 &+ extend(&w12, w13, w5, w10))
        round(d, e, f, &g, h, a, b, &c, 0xd5a7_9147 &+ extend(&w13, w14, w6, w11))
        round(c, d, e, &f, g, h, a, &b, 0x06ca_6351 &+ extend(&w14, w15, w7, w12))
        round(b, c, d, &e, f, g, h, &a, 0x1429_2967 &+ extend(&w15, w0, w8, w13))
        round(a, b, c, &d, e, f, g, &h, 0x27b7_0a85 &+ extend(&w0, w1, w9, w14))
        round(h, a, b, &c, d, e, f, &g, 0x2e1b_2138 &+ extend(&w1, w2, w10, w15))
        round(g, h, a, &b, c, d, e, &f, 0x4d2c_6dfc &+ extend(&w2, w3, w11, w0))
        round(f, g, h, &a, b, c, d, &e, 0x5338_0d13 &+ extend(&w3, w4, w12, w1))
        round(e, f, g, &h, a, b, c, &d, 0x650a_7354 &+ extend(&w4, w5, w13, w2))
        round(d, e, f, &g, h, a, b, &c, 0x766a_0abb &+ extend(&w5, w6, w14, w3))
        round(c, d, e, &f, g, h, a, &b, 0x81c2_c92e &+ extend(&w6, w7, w15, w4))
        round(b, c, d, &e, f, g, h, &a, 0x9272_2c85 &+ extend(&w7, w8, w0, w5))
        round(a, b, c, &d, e, f, g, &h, 0xa2bf_e8a1 &+ extend(&w8, w9, w1, w6))
        round(h, a, b, &c, d, e, f, &g, 0xa81a_664b &+ extend(&w9, w10, w2, w7))
        round(g, h, a, &b, c, d, e, &f, 0xc24b_8b70 &+ extend(&w10, w11, w3, w8))
        round(f, g, h, &a, b, c, d, &e, 0xc76c_51a3 &+ extend(&w11, w12, w4, w9))
        round(e, f, g, &h, a, b, c, &d, 0xd192_e819 &+ extend(&w12, w13, w5, w10))
        round(d, e, f, &g, h, a, b, &c, 0xd699_0624 &+ extend(&w13, w14, w6, w11))
        round(c, d, e, &f, g, h, a, &b, 0xf40e_3585 &+ extend(&w14, w15, w7, w12))
        round(b, c, d, &e, f, g, h, &a, 0x106a_a070 &+ extend(&w15, w0, w8, w13))
        round(a, b, c, &d, e, f, g, &h, 0x19a4_c116 &+ extend(&w0, w1, w9, w14))
        round(h, a, b, &c, d, e, f, &g, 0x1e37_6c08 &+ extend(&w1, w2, w10, w15))
        round(g, h, a, &b, c, d, e, &f, 0x2748_774c &+ extend(&w2, w3, w11, w0))
        round(f, g, h, &a, b, c, d, &e, 0x34b0_bcb5 &+ extend(&w3, w4, w12, w1))
        round(e, f, g, &h, a, b, c, &d, 0x391c_0cb3 &+ extend(&w4, w5, w13, w2))
        round(d, e, f, &g, h, a, b, &c, 0x4ed8_aa4a &+ extend(&w5, w6, w14, w3))
        round(c, d, e, &f, g, h, a, &b, 0x5b9c_ca4f &+ extend(&w6, w7, w15, w4))
        round(b, c, d, &e, f, g, h, &a, 0x682e_6ff3 &+ extend(&w7, w8, w0, w5))
        round(a, b, c, &d, e, f, g, &h, 0x748f_82ee &+ extend(&w8, w9, w1, w6))
        round(h, a, b, &c, d, e, f, &g, 0x78a5_636f &+ extend(&w9, w10, w2, w7))
        round(g, h, a, &b, c, d, e, &f, 0x84c8_7814 &+ extend(&w10, w11, w3, w8))
        round(f, g, h, &a, b, c, d, &e, 0x8cc7_0208 &+ extend(&w11, w12, w4, w9))
        round(e, f, g, &h, a, b, c, &d, 0x90be_fffa &+ extend(&w12, w13, w5, w10))
        round(d, e, f, &g, h, a, b, &c, 0xa450_6ceb &+ extend(&w13, w14, w6, w11))
        round(c, d, e, &f, g, h, a, &b, 0xbef9_a3f7 &+ extend(&w14, w15, w7, w12))
        round(b, c, d, &e, f, g, h, &a, 0xc671_78f2 &+ extend(&w15, w0, w8, w13))
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
        )
    }
}
