/// Numbers as report formats write them, without `String(format:)`: it is locale-free here
/// but slow, and exports format hundreds of thousands of them.
enum DecimalText {
    /// Seconds with three decimals, as JUnit's `time` attribute takes them: `95.000`.
    static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite ? Int((max(0, value) * 1000).rounded()) : 0
        let fraction = milliseconds % 1000
        let padding = fraction < 10 ? "00" : fraction < 100 ? "0" : ""
        return "\(milliseconds / 1000).\(padding)\(fraction)"
    }
}
