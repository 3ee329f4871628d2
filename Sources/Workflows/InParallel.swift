import Foundation

/// Work spread over every core, results kept in the order of the inputs.
package enum InParallel {
    /// `items.map(transform)`, with the items taken on as many threads as there are cores.
    /// `transform` must be safe to call from several threads at once.
    package static func map<Item: Sendable, Result>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        var results = [Result?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { results in
            // Each iteration writes only its own slot, so the slots need no lock.
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                results[index] = transform(items[index])
            }
        }
        return results.map { $0! }
    }
}
