import Conformance
import Foundation
import Ledger
import SignOff
import WCAG

extension SignOffWorkflow {
    /// Under the sign-off ledger's lock, so the sequence is this sign-off's: the claims checked,
    /// the manifest written under a pending name, signed, recorded, then named as recorded.
    static func record(_ request: SignOffRequest, _ facts: Facts) -> Result<SignedOff, SignOffFailure> {
        let loaded = facts.loaded
        let files = SignOffFiles(resultsFolder: loaded.resultsFolder)
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: loaded.resultsFolder, sessionID: SignOffFiles.ledgerSessionID, holder: request.signer)
        } catch {
            return .failure(.usage(UsageError("stepwise signoff: error: \(error)")))
        }
        // A sign-off that fails before its record is written leaves no empty ledger behind.
        defer { writer.discardIfEmpty() }
        let conformanceMap = ConformanceMap(plan: loaded.plan.scenarios, target: request.level)
        let replay = LedgerReplay(loaded.sessions, results: loaded.results)
        let claims = ConformanceClaims(
            map: conformanceMap, verdicts: CurrentStepVerdicts.gather(replay), decisions: AuditorDecisions.gather(replay),
            automated: AutomatedResults.gather(replay))
        if !conformanceMap.checks.isEmpty, !claims.complete, !request.allowIncomplete {
            return .failure(.refused(gapRefusal(claims, level: request.level)))
        }
        let manifest = manifest(request, facts, writer: writer, files: files, claims: SignedConformance(map: conformanceMap, claims: claims))
        // What stopped sign-offs left behind is tidied first, under the ledger's lock.
        files.tidy(recorded: Set((files.readLedger()?.records ?? []).compactMap { SignOffRecord($0)?.manifestID }))
        let signaturePath: String?
        switch writeSigned(manifest, key: request.key, writer: writer, files: files) {
        case .success(let path): signaturePath = path
        case .failure(let failure): return .failure(failure)
        }
        return .success(
            SignedOff(
                manifest: manifest, ledgerPath: files.ledgerPath, manifestPath: files.manifestPath(manifest.id),
                signaturePath: signaturePath.map { _ in files.signaturePath(manifest.id) }, coveredSessions: facts.covered.count,
                plannedScenarios: facts.planned.count, leftOut: loaded.leftOut.count, incomplete: facts.incomplete,
                claims: conformanceMap.checks.isEmpty ? nil : claims))
    }

    /// An ACR with holes must not be approved as if it had none.
    static func gapRefusal(_ claims: ConformanceClaims, level: WCAGCriterion.Level) -> [String] {
        let gaps = claims.gaps
        var lines = [
            "refused: the WCAG 2.2 \(level.rawValue) conformance claims have \(gaps.count) gap\(gaps.count == 1 ? "" : "s") "
                + "(A and AA criteria with no check, or checks not yet tested, and no auditor's decision); --allow-incomplete signs "
                + "anyway and every report says so"
        ]
        for part in ProductPart.allCases {
            let numbers = gaps.filter { $0.part == part }.map(\.criterion)
            if !numbers.isEmpty { lines.append("  \(part.title): " + numbers.joined(separator: ", ")) }
        }
        return lines
    }

    static func manifest(
        _ request: SignOffRequest, _ facts: Facts, writer: LedgerWriter, files: SignOffFiles, claims: SignedConformance
    ) -> SignOffManifest {
        let time = LedgerTime.string(Date())
        return SignOffManifest(
            id: files.newID(time: time, signer: request.signer, role: request.role), sequence: writer.lastSeq + 1, signer: request.signer,
            role: request.role, meaning: request.meaning, time: time, allowIncomplete: request.allowIncomplete, incomplete: facts.incomplete,
            planHash: PlanHash.of(facts.planned), plannedScenarios: facts.planned.count, selection: selection(facts.loaded.options),
            sessions: facts.covered.map(CoveredSession.init), previous: writer.lastHash,
            scenarios: zip(facts.loaded.plan.scenarios, facts.labelled).map { scenario, entry in
                SignedScenario(
                    id: scenario.id, contentHash: scenario.contentHash, label: entry.label, state: entry.result.state.rawValue,
                    stale: entry.result.stale)
            },
            conformance: claims)
    }

    /// The manifest and its signature wait under pending names until the record is written,
    /// so a sign-off stopped in between leaves nothing that reads as one. The signature's
    /// pending path when signed; nil unsigned.
    static func writeSigned(_ manifest: SignOffManifest, key: String?, writer: LedgerWriter, files: SignOffFiles) -> Result<String?, SignOffFailure> {
        func failed(_ message: String) -> Result<String?, SignOffFailure> { .failure(.usage(UsageError("stepwise signoff: error: \(message)"))) }
        let manifestPath: String
        do {
            manifestPath = try files.writeManifest(manifest, pending: true)
        } catch {
            return failed("\(error)")
        }
        var signaturePath: String?
        if let key {
            switch SSHKeygen().sign(file: manifestPath, key: key) {
            case .success(let path): signaturePath = path
            case .failure(let error):
                // Unsigned, it is not what was asked for: take the manifest back.
                try? FileManager.default.removeItem(atPath: manifestPath)
                return failed("\(error); nothing was recorded")
            }
        }
        do {
            try writer.append(RecordType.signOff, SignOffRecord.payload(for: manifest, signed: signaturePath != nil))
        } catch {
            try? FileManager.default.removeItem(atPath: manifestPath)
            if let signaturePath { try? FileManager.default.removeItem(atPath: signaturePath) }
            return failed("\(error); nothing was recorded")
        }
        files.finish(manifest.id)
        return .success(signaturePath)
    }
}
