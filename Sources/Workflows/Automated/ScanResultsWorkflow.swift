import Automated
import Conformance
import Digest
import Foundation
import JSON
import Ledger
import Paths
import SignOff

/// Recording engines' results (`stepwise scan-results`): each page's scan in each file becomes
/// an automated session in the results folder — the engine and its version as its tester, mode
/// automatic, the page, the platform, the file's time, the file itself kept as evidence by its
/// SHA-256, one record per rule result — signed like any session when asked.
///
/// Every file is read and checked before anything is written: a file of unknown shape, an
/// empty one, or one whose results name no page is refused with what is missing, and then no
/// file is recorded. A page's scan recorded already (the same file's bytes, the same page) is
/// said and not recorded again, so a duplicate never counts twice.
package enum ScanResultsWorkflow {
    /// What recording did.
    package struct Outcome {
        package struct Session {
            package let id: String
            package let path: String
            package let start: ScanStart
            package let counts: RecordedScan.Counts
            /// The signature's path, when signed.
            package var signature: String?
        }

        package var recorded: [Session] = []
        /// Scans recorded before (by this run or an earlier one): not recorded again.
        package var duplicates: [String] = []
        /// Signing that failed: the sessions are recorded, not signed.
        package var signingProblems: [String] = []
        package let resultsFolder: String
    }

    /// Why nothing was recorded: the files' problems (`file:line:column: error: …`), or a
    /// command line that cannot be carried out.
    package enum Failure: Error {
        case refused([String])
        case usage(UsageError)
        /// Writing failed part way: the sessions before it are recorded whole, none after.
        case write(String, recorded: Outcome)
    }

    /// One file's or one session's problem, in words (`file: error: …`).
    package struct Problem: Error {
        package let message: String
        init(_ message: String) { self.message = message }
    }

    /// The largest results file read: an engine's report of a large site is a few megabytes.
    package static let largestFile = 64 << 20

    package static func record(_ request: ScanResultsRequest) -> Result<Outcome, Failure> {
        let planned: [PlannedScan]
        let duplicates: [String]
        switch prepare(request) {
        case .success(let value): (planned, duplicates) = value
        case .failure(let failure): return .failure(failure)
        }
        var outcome = Outcome(duplicates: duplicates, resultsFolder: ResultsFolder.resolve(request.results))
        let extra = AutomatedSessions.startMembers(outcome.resultsFolder)
        // Each file is kept once, however many pages' sessions name it.
        var stored: [String: EvidenceStore.Stored] = [:]
        for scan in planned {
            if stored[scan.sha256] == nil {
                do {
                    stored[scan.sha256] = try EvidenceStore.store(Data(scan.bytes), extension: "json", resultsFolder: outcome.resultsFolder)
                } catch {
                    return .failure(.write("\(error)", recorded: outcome))
                }
            }
            switch write(scan, evidence: stored[scan.sha256]!, resultsFolder: outcome.resultsFolder, extra: extra) {
            case .success(let session): outcome.recorded.append(session)
            case .failure(let problem):
                try? LedgerWriter.flushFolder(outcome.resultsFolder)
                return .failure(.write(problem.message, recorded: outcome))
            }
        }
        // Each ledger's records are on disk; the folder's new names once for them all, before
        // any is said to be recorded.
        do {
            try LedgerWriter.flushFolder(outcome.resultsFolder)
        } catch {
            return .failure(.write("\(error)", recorded: Outcome(resultsFolder: outcome.resultsFolder)))
        }
        if let key = request.signWith {
            for index in outcome.recorded.indices {
                switch SessionSigner.sign(resultsFolder: outcome.resultsFolder, session: outcome.recorded[index].id, key: key) {
                case .success(let signed): outcome.recorded[index].signature = signed.signature
                case .failure(let failure): outcome.signingProblems.append("session \(outcome.recorded[index].id): \(failure)")
                }
            }
        }
        return .success(outcome)
    }

    // MARK: - Reading and checking, before anything is written

    /// Every file read and every scan planned, or every problem found; and the scans already
    /// recorded, in words.
    static func prepare(_ request: ScanResultsRequest) -> Result<([PlannedScan], [String]), Failure> {
        guard !request.files.isEmpty else { return .failure(.usage(UsageError("stepwise scan-results: error: name at least one results file"))) }
        let platform = request.platform ?? "desktop"
        guard ScanResultsRequest.platforms.contains(platform) else {
            return .failure(
                .usage(
                    UsageError(
                        "stepwise scan-results: error: --platform is desktop or mobile-web: an engine's results are about web pages",
                        option: "--platform")))
        }
        if let key = request.signWith, let problem = SigningKey.problem(key) {
            return .failure(.usage(UsageError("stepwise scan-results: error: --sign-with: \(problem)", option: "--sign-with")))
        }
        let resultsFolder = ResultsFolder.resolve(request.results)
        let config: ProjectConfig
        switch ProjectConfig.load(forResults: resultsFolder) {
        case .success(let value): config = value
        case .failure(let error): return .failure(.usage(error))
        }
        let recordedBy = request.recordedBy ?? SessionSetup.gitUserName().flatMap { $0.isEmpty ? nil : $0 }
        if request.signWith != nil, recordedBy == nil {
            return .failure(
                .usage(
                    UsageError(
                        "stepwise scan-results: error: --sign-with needs --recorded-by NAME: an engine's results are signed by the person who records them, as the allowed-signers file names them",
                        option: "--recorded-by")))
        }
        var problems: [String] = []
        var read: [(file: String, bytes: [UInt8], sha256: String, scans: [AutomatedScan])] = []
        for file in request.files {
            switch readFile(file) {
            case .success(let value): read.append(value)
            case .failure(let problem): problems.append(problem.message)
            }
        }
        guard problems.isEmpty else { return .failure(.refused(problems + ["nothing was recorded"])) }
        let scanCount = read.reduce(0) { $0 + $1.scans.count }
        let pages = ScanPages(scope: config.report.scope)
        let fixedPage: String?
        switch pages.title(named: request.page, scans: scanCount) {
        case .success(let title): fixedPage = title
        case .failure(let error): return .failure(.usage(error))
        }
        var planned: [PlannedScan] = []
        for file in read {
            for scan in file.scans {
                planned.append(
                    PlannedScan(
                        scan, file: file.file, bytes: file.bytes, sha256: file.sha256, platform: platform,
                        page: fixedPage ?? pages.title(ofAddress: scan.page), recordedBy: recordedBy))
            }
        }
        return .success(withoutDuplicates(planned, resultsFolder: resultsFolder))
    }

    /// A results file read whole: a regular file, not too large, in a format the reader knows.
    static func readFile(_ file: String) -> Result<(file: String, bytes: [UInt8], sha256: String, scans: [AutomatedScan]), Problem> {
        switch RegularFile.problem(file) {
        case .missing: return .failure(Problem("\(file): error: no such file"))
        case .notRegular: return .failure(Problem("\(file): error: not a regular file (a folder, a pipe or a device cannot be read as results)"))
        case nil: break
        }
        var status = stat()
        if stat(file, &status) == 0, Int(status.st_size) > largestFile {
            return .failure(Problem("\(file): error: larger than \(largestFile >> 20) MiB; an engine's results of one site are far smaller"))
        }
        guard let data = FileManager.default.contents(atPath: file) else { return .failure(Problem("\(file): error: cannot read the file")) }
        let bytes = [UInt8](data)
        switch AutomatedResultsReader.read(bytes: bytes, file: file) {
        case .success(let scans): return .success((file, bytes, SHA256.hash(bytes), scans))
        case .failure(let error): return .failure(Problem(error.description))
        }
    }

    /// The scans not recorded before — neither by an earlier run (an automated session of the
    /// same file's bytes, page and platform) nor earlier in this one — and the rest in words.
    static func withoutDuplicates(_ planned: [PlannedScan], resultsFolder: String) -> ([PlannedScan], [String]) {
        var seen: [String: String] = [:]
        for path in (try? SessionLedger.ledgerPaths(in: resultsFolder)) ?? [] {
            guard let start = AutomatedSessions.firstRecord(path).flatMap(ScanStart.init) else { continue }
            seen[key(start)] = SessionLedger.sessionID(path)
        }
        var kept: [PlannedScan] = []
        var duplicates: [String] = []
        for scan in planned {
            if let session = seen[key(scan.start)] {
                duplicates.append(
                    "\(scan.file): \(scan.start.tester) on \(scan.start.url) was recorded already (session \(session)); not recorded again")
                continue
            }
            seen[key(scan.start)] = "from \(scan.file)"
            kept.append(scan)
        }
        return (kept, duplicates)
    }

    private static func key(_ start: ScanStart) -> String {
        [start.sourceSHA256, start.url, start.platform, start.engine].joined(separator: "\u{1F}")
    }

    // MARK: - Writing

    /// One scan written as one session, its file already kept as evidence: every record in one
    /// write. A session that cannot be written whole is taken back.
    static func write(
        _ scan: PlannedScan, evidence stored: EvidenceStore.Stored, resultsFolder: String, extra: [String: JSONValue]
    ) -> Result<Outcome.Session, Problem> {
        let writer: LedgerWriter
        var start = scan.start
        switch newSession(for: scan.start, resultsFolder: resultsFolder) {
        case .success(let opened): (writer, start.session) = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { writer.close() }
        do {
            try writer.appendAll([(RecordType.sessionStarted, start.payload(adding: extra))] + scan.records(evidence: stored))
        } catch {
            writer.discardIfEmpty()
            return .failure(Problem("\(error)"))
        }
        return .success(Outcome.Session(id: start.session, path: writer.path, start: start, counts: RecordedScan.Counts(results: scan.results)))
    }

    /// A new session's ledger, opened: an id no ledger in the folder has (a file holding many
    /// pages makes many sessions in the same second, so an id found taken is drawn again).
    static func newSession(for start: ScanStart, resultsFolder: String) -> Result<(LedgerWriter, String), Problem> {
        for _ in 0..<64 {
            let id = SessionSetup.newSessionID(tester: start.tester, platform: start.platform)
            let path = (resultsFolder as NSString).appendingPathComponent(id + ".jsonl")
            if FileManager.default.fileExists(atPath: path) { continue }
            do {
                let (writer, _) = try LedgerWriter.open(
                    folder: resultsFolder, sessionID: id, holder: start.recordedBy ?? start.tester, syncingFolder: false)
                // Made by someone else between the look and the open: theirs, left alone.
                guard writer.lastSeq == 0 else {
                    writer.close()
                    continue
                }
                return .success((writer, id))
            } catch {
                return .failure(Problem("\(error)"))
            }
        }
        return .failure(Problem("\(resultsFolder): error: no free session id for \(start.tester) on \(start.url)"))
    }
}
