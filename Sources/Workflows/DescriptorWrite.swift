import Foundation

/// Writing every byte to an open file descriptor, retrying interrupted and partial writes.
package enum DescriptorWrite {
    /// Nil when all was written; the error code otherwise.
    package static func all(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { all($0, to: descriptor) }
    }

    package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}
