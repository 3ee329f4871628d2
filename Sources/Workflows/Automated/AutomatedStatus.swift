import Conformance
import JSON
import Ledger

/// What `status` says of the engines' results: for each current scan, its page, platform and
/// engine with its violations, the checks still to review (what the engine could not decide
/// and no person has judged yet), the reviewed ones, passes, inapplicable and advisory results;
/// then the totals. Text and JSON say the same counts.
package struct AutomatedStatus {
    package let scans: [RecordedScan]

    /// The current scans of `resultsFolder` on `platforms` (nil: every platform).
    package static func load(resultsFolder: String, platforms: [String]?) -> AutomatedStatus {
        let automated = AutomatedResults.gather(AutomatedSessions.read(resultsFolder: resultsFolder))
        return AutomatedStatus(scans: automated.scans.filter { platforms?.contains($0.facts.platform) ?? true })
    }

    package var isEmpty: Bool { scans.isEmpty }

    package var totals: RecordedScan.Counts { scans.reduce(RecordedScan.Counts()) { $0 + $1.counts } }

    /// One line per scan, the totals, and the checks to review with the command that reviews
    /// them; nothing when there are no scans.
    package func lines(reviewCommand: String) -> [String] {
        guard !scans.isEmpty else { return [] }
        var lines = scans.map { scan in
            "Automated: \(scan.facts.pageName) on \(scan.facts.platform) (\(scan.facts.tester)): \(AutomatedCounts.words(scan.counts))"
        }
        let totals = totals
        let pages = Set(scans.map(\.facts.pageName)).count
        lines.append("Automated total: \(AutomatedCounts.words(totals)), on \(pages) page\(pages == 1 ? "" : "s")")
        if totals.toReview > 0 {
            lines.append(
                "Checks to review: \(totals.toReview) the engines could not decide (\(totals.elementsToReview) element\(totals.elementsToReview == 1 ? "" : "s")); judge them with: \(reviewCommand)"
            )
        }
        return lines
    }

    /// `{"pages":[{"page","url","platform","engine","version","session","violations",…}],"totals":{…}}`.
    package var json: JSONValue {
        .object([
            "pages": .array(
                scans.map { scan in
                    var members = Self.counts(scan.counts)
                    members["page"] = .string(scan.facts.pageName)
                    members["url"] = .string(scan.facts.url)
                    members["platform"] = .string(scan.facts.platform)
                    members["engine"] = .string(scan.facts.engine)
                    members["version"] = .string(scan.facts.engineVersion)
                    members["session"] = .string(scan.facts.session)
                    return .object(members)
                }),
            "totals": .object(Self.counts(totals)),
        ])
    }

    static func counts(_ counts: RecordedScan.Counts) -> [String: JSONValue] {
        [
            "violations": .int(counts.violations), "toReview": .int(counts.toReview), "elementsToReview": .int(counts.elementsToReview),
            "reviewed": .int(counts.reviewed), "passes": .int(counts.passes), "inapplicable": .int(counts.inapplicable),
            "advisory": .int(counts.advisory), "advisoryViolations": .int(counts.advisoryViolations),
        ]
    }
}

/// A scan's counts in words, as `scan-results` and `status` say them.
package enum AutomatedCounts {
    /// "2 violations, 1 check to review (1 element), 0 reviewed, 12 passes, 40 inapplicable, 3
    /// advisory (1 of them a violation)".
    package static func words(_ counts: RecordedScan.Counts) -> String {
        func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        var parts = [
            plural(counts.violations, "violation", "violations"),
            plural(counts.toReview, "check to review", "checks to review")
                + (counts.toReview > 0 ? " (\(plural(counts.elementsToReview, "element", "elements")))" : ""),
            "\(counts.reviewed) reviewed", plural(counts.passes, "pass", "passes"), "\(counts.inapplicable) inapplicable",
        ]
        parts.append(
            "\(counts.advisory) advisory"
                + (counts.advisoryViolations > 0 ? " (\(plural(counts.advisoryViolations, "violation", "violations")))" : ""))
        return parts.joined(separator: ", ")
    }
}
