import Foundation
import HTTPServer
import Ledger

/// `/evidence/NAME`: a stored evidence file, for reports viewed here. The name must be one
/// the evidence store writes (`<sha256>.<ext>`), and the file a regular file of the results'
/// own `evidence` folder, not reached through a link: no address names any other file.
enum EvidenceDownload {
    static func response(_ name: String, resultsFolder: String) -> HTTPResponse {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let hex = parts.first.map(String.init) ?? ""
        guard parts.count <= 2, hex.count == 64, hex.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
            parts.count == 1 || (1...10).contains(parts[1].count) && parts[1].unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else {
            return .text(404, "No such evidence.")
        }
        let folder = (resultsFolder as NSString).appendingPathComponent("evidence")
        let path = (folder as NSString).appendingPathComponent(name)
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let data = FileManager.default.contents(atPath: path)
        else {
            return .text(404, "No such evidence.")
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
        return HTTPResponse(status: 200, headers: headers, body: [UInt8](data))
    }
}
