import CriteriaImport
import Foundation

/// `stepwise-bench import DIR…`: the time to import every criteria document under the folders
/// (MagentaA11y Markdown, copied criteria, Jekyll entries) and write the features, in memory.
enum ImportBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else { return Usage.fail("import needs one or more folders") }
        var documents: [(path: String, text: String)] = []
        for folder in arguments {
            guard let walker = FileManager.default.enumerator(atPath: folder) else {
                return Usage.fail("cannot read folder \(folder)")
            }
            while let relative = walker.nextObject() as? String {
                let path = (folder as NSString).appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let text = try? String(contentsOfFile: path, encoding: .utf8)
                else { continue }
                documents.append((path, text))
            }
        }
        var best = Double.infinity
        var features = 0
        var steps = 0
        var refused = 0
        for _ in 0..<5 {
            features = 0
            steps = 0
            refused = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for document in documents {
                switch CriteriaImporter.importCriteria(document.text, path: document.path) {
                case .success(let result):
                    for feature in result.features {
                        features += 1
                        steps += feature.scenarios.reduce(0) { $0 + $1.steps.count }
                        _ = FeatureWriter.write(feature)
                    }
                case .failure:
                    refused += 1
                }
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print("import: \(documents.count) documents (\(refused) refused), \(features) features, \(steps) steps")
        print(String(format: "  best of 5: %.3f s (%.2f ms per document)", best, best * 1000 / Double(max(documents.count, 1))))
        print(String(format: "metrics: import documents=%d features=%d seconds=%.4f", documents.count, features, best))
        return 0
    }
}
