import Paths
import SignOff

/// An SSH key to sign with, checked before anything is asked or recorded.
package enum SigningKey {
    /// Why `key` cannot sign (no ssh-keygen, no such file, not a regular file); nil when it can.
    package static func problem(_ key: String) -> String? {
        if SSHKeygen().executable == nil { return SSHKeygenError.notFound.description }
        switch RegularFile.problem(key) {
        case nil: return nil
        case .missing: return SSHKeygenError.keyNotFound(path: key).description
        case .notRegular: return SSHKeygenError.notARegularFile(path: key, what: "key").description
        }
    }
}
