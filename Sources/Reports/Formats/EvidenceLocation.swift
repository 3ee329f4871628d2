import Foundation
import Paths

/// Where an exported report points for a piece of evidence. The ledger records it relative to
/// the results folder (`evidence/<sha256>.<ext>`). A report written to a file links it from
/// that file's folder (`ReportSession.evidenceFolder`), so the link still works when the
/// report is opened from anywhere, or moved with the copies `--with-evidence` puts beside it;
/// otherwise the path is given from where the export was run: the folder of the session's
/// ledger, then the recorded path.
enum EvidenceLocation {
    static func path(of evidence: ReportEvidence, session: ReportSession?) -> String {
        guard let session else { return evidence.path }
        if let folder = session.evidenceFolder { return PathText.join(folder == "." ? "" : folder, PathText.lastComponent(evidence.path)) }
        let folder = PathText.parent(session.path)
        return folder.isEmpty ? evidence.path : (folder as NSString).appendingPathComponent(evidence.path)
    }
}
