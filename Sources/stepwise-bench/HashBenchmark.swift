import Digest
import Foundation

/// `stepwise-bench sha256 FILE`: our SHA-256's throughput over a file, to compare with
/// `sha256sum` on the same bytes.
enum HashBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else {
            return Usage.fail("sha256 needs a readable file")
        }
        var best = Double.infinity
        var digest = ""
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            digest = data.withUnsafeBytes { SHA256.hash($0.bindMemory(to: UInt8.self)) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print("\(digest)  \(path)")
        print(String(format: "sha256: %.1f MB in %.3f s = %.0f MB/s", Double(data.count) / 1e6, best, Double(data.count) / 1e6 / best))
        return 0
    }
}
