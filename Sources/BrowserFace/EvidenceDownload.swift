import Digest
import Foundation
import HTTPServer
import Ledger
import Workflows

/// `/evidence/NAME`: a stored evidence file, for reports viewed here. The name must be one
/// the evidence store writes (`<sha256>.<ext>`), and the file a regular file of the results'
/// own `evidence` folder, opened as `verify` opens it (`EvidenceFile`: never through a link,
/// never a FIFO or a device): no address names any other file.
///
/// The name is the SHA-256 of the bytes recorded (`verify` holds the record to it), so the
/// bytes are served only while they still hash to it. A file replaced since it was recorded is
/// refused with 409 and what to run — never shown in a report as if it were the evidence.
package enum EvidenceDownload {
    package static func response(_ name: String, resultsFolder: String) -> HTTPResponse {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let hex = parts.first.map(String.init) ?? ""
        guard parts.count <= 2, hex.count == 64, hex.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
            parts.count == 1
                || (1...10).contains(parts[1].count) && parts[1].unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            return .text(404, "No such evidence.")
        }
        guard case .success(let file) = EvidenceFile.open("evidence/" + name, in: resultsFolder) else {
            return .text(404, "No such evidence.")
        }
        var hasher = SHA256()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.size)
        if file.readPieces({ piece in
            hasher.update(piece)
            bytes += piece
        }) != nil {
            return .text(500, "The evidence file evidence/\(name) cannot be read.")
        }
        guard hasher.hexDigest() == hex else {
            return .text(
                409,
                "The file evidence/\(name) has changed since it was recorded: its bytes no longer match the SHA-256 its name and record hold, so it is not shown. Run '\(Invocation.command) verify --results \(resultsFolder)' to see which session recorded it.\n"
            )
        }
        let type: String
        switch parts.count == 2 ? String(parts[1]) : "" {
        case "png": type = "image/png"
        case "jpg", "jpeg": type = "image/jpeg"
        case "gif": type = "image/gif"
        case "webp": type = "image/webp"
        case "txt", "log": type = "text/plain; charset=utf-8"
        default: type = "application/octet-stream"
        }
        var headers = [("Content-Type", type)]
        if type == "application/octet-stream" { headers.append(("Content-Disposition", "attachment")) }
        return HTTPResponse(status: 200, headers: headers, body: bytes)
    }
}
