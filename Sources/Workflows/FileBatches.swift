import Foundation

/// The files given, in order, in runs small enough to be held in memory at once: consecutive
/// files up to `batchBytes` together. A file larger than that is a batch of its own, so that
/// it is streamed rather than held (its messages are several times its size).
package struct FileBatches: Sequence, IteratorProtocol {
    /// About a megabyte of input: its messages (a few megabytes) are held while written, and
    /// a batch has enough files that the cores finish close together.
    package static let batchBytes = 1 << 20
    package static let batchFiles = 256

    private let files: [String]
    private var position = 0

    package init(_ files: [String]) {
        self.files = files
    }

    package mutating func next() -> [String]? {
        guard position < files.count else { return nil }
        var batch: [String] = []
        var bytes = 0
        while position < files.count && batch.count < Self.batchFiles {
            let size = Self.size(of: files[position])
            if !batch.isEmpty && bytes + size > Self.batchBytes { break }
            batch.append(files[position])
            bytes += size
            position += 1
            if bytes > Self.batchBytes { break }
        }
        return batch
    }

    /// The file's size, or 0 when it cannot be found: reading it then fails, and says why.
    private static func size(of path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return Int(status.st_size)
    }
}
