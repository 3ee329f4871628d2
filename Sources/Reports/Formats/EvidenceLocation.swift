import Paths
import Foundation

/// Where an exported report points for a piece of evidence. The ledger records it relative to
/// the results folder (`evidence/<sha256>.<ext>`); a report is read from where the export was
/// run, so the path is given from there: the folder of the session's ledger, then the
/// recorded path.
enum EvidenceLocation {
    static func path(of evidence: ReportEvidence, session: ReportSession?) -> String {
        guard let session else { return evidence.path }
        let folder = PathText.parent(session.path)
        return folder.isEmpty ? evidence.path : (folder as NSString).appendingPathComponent(evidence.path)
    }
}
