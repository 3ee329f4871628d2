import Digest
import Foundation
import Ledger
import Paths
import Reports

/// Where a report written to a file links its evidence, so the links work from the report's
/// folder rather than from wherever the export happened to run: the results folder's evidence
/// seen from there (`../results/evidence/…`), or, with `--with-evidence`, copies put beside the
/// report in `<report name>-evidence/` so the report and its evidence move together.
package enum ReportEvidenceFolder {
    /// - Returns: warnings (a file not copied because it is not the one recorded), or a usage
    ///   error when the copies cannot be made.
    package static func prepare(_ report: inout Report, out: String, resultsFolder: String, copy: Bool) -> Result<[String], UsageError> {
        var status = stat()
        if stat(out, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            // A device or pipe has no folder to link from; links stay as the export ran.
            return copy ? .failure(UsageError("stepwise export: error: --with-evidence needs --out naming a file, not \(out)")) : .success([])
        }
        let reportFolder = absolute(PathText.parent(out))
        let recorded = PathText.join(absolute(resultsFolder), "evidence")
        guard copy else {
            set(&report, folder: PathText.relative(from: reportFolder, to: recorded))
            return .success([])
        }
        let name = PathText.stem(out) + "-evidence"
        let target = PathText.join(reportFolder, name)
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            return .failure(UsageError("\(target): error: cannot create the evidence folder"))
        }
        var warnings: [String] = []
        var done: Set<String> = []
        for item in everyEvidence(report) where done.insert(item.path).inserted {
            // Only files in the results folder's evidence folder, as the store names them.
            let file = PathText.lastComponent(item.path)
            guard item.path == "evidence/" + file, !file.hasPrefix(".") else {
                warnings.append("\(item.path): not copied: not a file of the results folder's evidence folder")
                continue
            }
            switch copyVerified(file, from: absolute(resultsFolder), to: PathText.join(target, file), sha256: item.sha256) {
            case .success: break
            case .failure(let problem): warnings.append(problem.message)
            }
        }
        set(&report, folder: name)
        return .success(warnings)
    }

    /// Every piece of evidence the report names: the shown attempts' and the earlier ones'.
    private static func everyEvidence(_ report: Report) -> [ReportEvidence] {
        report.scenarios.flatMap { scenario in scenario.evidence + scenario.earlier.flatMap(\.evidence) }
    }

    /// Links every piece of evidence to `folder` + its file name. The session values are copied
    /// into each scenario and attempt: set them all.
    package static func set(_ report: inout Report, folder: String) {
        for index in report.sessions.indices { report.sessions[index].evidenceFolder = folder }
        for index in report.scenarios.indices {
            report.scenarios[index].session?.evidenceFolder = folder
            for earlier in report.scenarios[index].earlier.indices { report.scenarios[index].earlier[earlier].session?.evidenceFolder = folder }
        }
    }

    /// Copies `evidence/<file>` of the results folder in pieces, hashing as it goes, and gives
    /// the copy its name only when it is the file the record vouches for and is on disk: no
    /// partial or substituted copy is left. The file is opened as verify opens it, so a FIFO, a
    /// device or a link put in its place is named, never waited on or copied (`EvidenceFile`).
    private static func copyVerified(_ file: String, from resultsFolder: String, to destination: String, sha256: String) -> Result<Void, UsageError> {
        let source = PathText.join(resultsFolder, "evidence/" + file)
        let input: EvidenceFile
        switch EvidenceFile.open("evidence/" + file, in: resultsFolder) {
        case .success(let opened): input = opened
        case .failure(.missing): return .failure(UsageError("\(source): not copied: \(String(cString: strerror(ENOENT)))"))
        case .failure(let problem): return .failure(UsageError("\(source): not copied: it \(problem) (run '\(Invocation.command) verify')"))
        }
        let temporary = PathText.join(PathText.parent(destination), ".\(PathText.lastComponent(destination)).tmp-\(getpid())")
        // A new file of our own: never one someone put there (a link would be followed).
        unlink(temporary)
        let output = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard output >= 0 else { return .failure(UsageError("\(temporary): error: \(String(cString: strerror(errno)))")) }
        var hasher = SHA256()
        var problem: String?
        let failed = input.readPieces { piece in
            guard problem == nil else { return }
            hasher.update(piece)
            if let code = DescriptorWrite.all(Array(piece), to: output) { problem = "\(destination): error: \(String(cString: strerror(code)))" }
        }
        if problem == nil, let failed { problem = "\(source): not copied: it \(failed)" }
        if problem == nil, hasher.hexDigest() != sha256.lowercased() {
            problem = "\(source): not copied: it does not match the SHA-256 its record holds (run '\(Invocation.command) verify')"
        }
        if problem == nil, fsync(output) != 0 { problem = "\(destination): error: \(String(cString: strerror(errno)))" }
        close(output)
        if problem == nil, rename(temporary, destination) != 0 { problem = "\(destination): error: \(String(cString: strerror(errno)))" }
        if let problem {
            unlink(temporary)
            return .failure(UsageError(problem))
        }
        return .success(())
    }

    /// An absolute, link-free spelling of a path that may not exist yet: the real path of the
    /// nearest folder that does, then the rest as written.
    package static func absolute(_ path: String) -> String {
        if let real = ProjectPath.realPath(path) { return real }
        let parent = PathText.parent(path)
        if parent == path { return path }
        let last = PathText.lastComponent(path)
        let base = absolute(parent)
        if last == "." { return base }
        if last == ".." { return PathText.parent(base) }
        return PathText.join(base, last)
    }
}
