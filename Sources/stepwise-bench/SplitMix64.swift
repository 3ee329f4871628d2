/// A small, fast, seeded random generator (Steele, Lea and Flood's SplitMix64).
///
/// Our own rather than the standard library's `random(in:using:)`, whose algorithms may change
/// between toolchains: a seed and an iteration number must name the same fuzz input on every
/// toolchain, so a failure found today can still be replayed after an upgrade.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator for one fuzz iteration: independent of every other iteration, so any one
    /// can be replayed without running those before it.
    init(seed: UInt64, iteration: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0). The modulo bias is at most bound / 2^64: nothing a
    /// fuzzer can notice.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next())
    }
}
