import Foundation
import Harness

/// `stepwise-bench guidance`: shows that turning step-library guidance into the words a session
/// shows (`SpokenMarkdown`) takes time in proportion to its length, for ordinary guidance and
/// for the shapes that once took minutes or overflowed the stack: a quote nested on one line,
/// links nested in links, openings never closed, code spans of every length.
///
/// Each shape is timed at sizes ten times apart (best of three); the growth exponent between
/// them is log10(t2 / t1): about 1 when linear, 2 when quadratic.
enum GuidanceBenchmark {
    struct Shape: Sendable {
        let name: String
        /// About `bytes` bytes of guidance.
        let make: @Sendable (Int) -> String
    }

    static let shapes: [Shape] = [
        Shape(name: "ordinary guidance") { bytes in
            let paragraph = """
                Open **Settings > Accessibility > VoiceOver** and turn it on. Swipe right until the
                [toggle](https://example.com/toggle_help) is read; `adb shell input keyevent 61` moves focus.

                - Pass when the name, the role and the _state_ are read.
                > The state is read as "on" or "off".

                """
            return String(repeating: paragraph, count: max(1, bytes / paragraph.utf8.count))
        },
        Shape(name: "quote nested on a line") { String(repeating: "> ", count: $0 / 2) + "Quoted advice." },
        Shape(name: "links nested in links") { bytes in
            let depth = bytes / 5
            return String(repeating: "[", count: depth) + "x" + String(repeating: "](u)", count: depth)
        },
        Shape(name: "brackets never closed") { String(repeating: "[", count: $0) },
        Shape(name: "angles never closed") { String(repeating: "<", count: $0) },
        Shape(name: "links never finished") { String(repeating: "[a](", count: $0 / 4) },
        Shape(name: "code spans never closed") { bytes in
            // Runs of 1, 2, 3 … backticks, each length once, so none closes another.
            var text = ""
            var length = 1
            while text.utf8.count < bytes {
                text += "x" + String(repeating: "`", count: length)
                length += 1
            }
            return text
        },
    ]

    static func run(_ arguments: [String]) -> Int32 {
        var sizes = [100_000, 1_000_000]
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--max-kb":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 10 else {
                    return Usage.fail("--max-kb needs a whole number, at least 10")
                }
                sizes = [value * 100, value * 1_000]
            default:
                return Usage.fail("unexpected argument '\(argument)'")
            }
        }
        print("guidance: time per MB should stay flat as guidance grows ten-fold (exponent ≈ 1; 2 = quadratic)")
        print(LinearityBenchmark.pad("shape", 26) + sizes.map { LinearityBenchmark.pad(Format.mb($0), 12) }.joined() + "exponent")
        var superlinear: [String] = []
        for shape in shapes {
            var seconds: [Double] = []
            for bytes in sizes {
                let text = shape.make(bytes)
                var best = Double.infinity
                for _ in 0..<3 {
                    let (_, took) = Measure.seconds { SpokenMarkdown.lines(text) }
                    best = min(best, took)
                }
                seconds.append(best)
            }
            let exponent = log10(max(seconds[1], 1e-6) / max(seconds[0], 1e-6)) / log10(Double(sizes[1]) / Double(sizes[0]))
            let verdict = exponent <= LinearityBenchmark.linearLimit ? "linear" : "SUPERLINEAR"
            if exponent > LinearityBenchmark.linearLimit { superlinear.append(shape.name) }
            print(
                LinearityBenchmark.pad(shape.name, 26) + seconds.map { LinearityBenchmark.pad(Format.fixed($0, 4) + " s", 12) }.joined()
                    + Format.fixed(exponent, 2) + " " + verdict)
        }
        print(superlinear.isEmpty ? "PASS: every shape grows linearly" : "MISS: superlinear: " + superlinear.joined(separator: ", "))
        return superlinear.isEmpty ? 0 : 1
    }
}
