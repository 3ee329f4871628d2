import Conformance
import Foundation
import JSON
import Ledger

/// A person judging what engines could not decide (`stepwise run --review`): a review session
/// of its own, one element at a time — the rule's help, the element's HTML and selector, the
/// engine's message — each verdict recorded (fsync'd before the next is shown) against the
/// rule's criteria with the finding it judges (`AutomatedReviewRecord`), so claims then count
/// it. Lines in, lines out: the terminal drives it, and a browser page could.
package final class AutomatedReview {
    /// One element to judge.
    package struct Item {
        package let finding: AutomatedFinding
        /// Its place among the result's kept elements.
        package let node: Int
    }

    package let items: [Item]
    package let writer: LedgerWriter
    private var position = 0
    private(set) package var judged = 0
    private(set) package var skipped = 0

    package init(items: [Item], writer: LedgerWriter) {
        self.items = items
        self.writer = writer
    }

    package var isFinished: Bool { position >= items.count }

    /// What the tester is shown about the current element.
    package func show() -> [String] {
        guard !isFinished else { return [] }
        let item = items[position]
        let finding = item.finding
        let result = finding.result
        var lines = [
            "",
            "Check \(position + 1) of \(items.count): \(result.rule) on \(finding.scan.pageName) (\(finding.scan.tester) could not decide)",
        ]
        var rule = "  Rule: " + (result.help ?? result.rule) + " (WCAG \(result.criteria.joined(separator: ", "))"
        if !result.actRules.isEmpty { rule += "; ACT rule \(result.actRules.joined(separator: ", "))" }
        lines.append(rule + ")" + (result.helpURL.map { " \($0)" } ?? ""))
        let count = max(1, result.nodes.count)
        if item.node < result.nodes.count {
            let node = result.nodes[item.node]
            lines.append(
                "  Element \(item.node + 1) of \(count): " + (node.html.isEmpty ? "(no HTML given)" : Self.oneLine(node.html))
                    + (node.htmlCut ? " (cut)" : ""))
            if !node.target.isEmpty { lines.append("  Selector: " + node.target.joined(separator: " ")) }
            if let message = node.message { lines.append("  Engine: " + Self.oneLine(message)) }
        } else {
            lines.append("  The engine named no element: judge the page as a whole.")
        }
        return lines
    }

    /// An engine's text on one line: its line breaks (axe's "Fix all of the following:\n  …")
    /// become spaces, so the terminal shows it as a sentence.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    package static let prompt = "Verdict? p pass, f NOTE fail, x REASON not applicable, s skip for now, q quit, ? more:"

    /// The tester's line: a verdict recorded, a skip, a quit, or why it was not understood.
    package func handle(_ typed: String) -> (lines: [String], quit: Bool) {
        let text = typed.trimmingCharacters(in: .whitespaces)
        let word = text.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        let rest = text.split(separator: " ", maxSplits: 1).dropFirst().first.map(String.init)?.trimmingCharacters(in: .whitespaces)
        switch word {
        case "q", "quit": return (["Saved. \(judged) judged; the rest stay to review."], true)
        case "s", "skip":
            skipped += 1
            position += 1
            return (["Skipped: it stays to review."], false)
        case "p", "pass": return record(.passed, note: rest)
        case "f", "fail":
            guard let rest, !rest.isEmpty else { return (["A failure needs a note: what is wrong (f the video has no captions)."], false) }
            return record(.failed, note: rest)
        case "x", "na":
            guard let rest, !rest.isEmpty else { return (["Not applicable needs a reason (x the video has no audio)."], false) }
            return record(.notApplicable, note: rest)
        case "?", "help":
            return (
                [
                    "p [NOTE]: it passes, as the rule's help describes; f NOTE: it fails, and why; x REASON: the rule does not apply here;",
                    "s: leave it to review later; q: stop (every verdict so far is saved).",
                ], false
            )
        default: return (["Type p, f NOTE, x REASON, s or q (? for more)."], false)
        }
    }

    /// The verdict on the current element, on disk before the next is shown.
    private func record(_ verdict: Verdict, note: String?) -> (lines: [String], quit: Bool) {
        let item = items[position]
        let review = AutomatedReviewRecord(
            session: item.finding.scan.session, seq: item.finding.seq, node: item.node, verdict: verdict,
            note: note.flatMap { $0.isEmpty ? nil : $0 }, criteria: item.finding.result.criteria, rule: item.finding.result.rule,
            page: item.finding.scan.pageName)
        do {
            try writer.append(RecordType.automatedReview, review.payload)
        } catch {
            return (["Not saved: \(error). Try again, or q to stop."], false)
        }
        judged += 1
        position += 1
        return (["Saved: \(verdict.words) against WCAG \(item.finding.result.criteria.joined(separator: ", "))."], false)
    }

    /// The session's last record, once every element was judged or skipped.
    package func finish() -> Result<[String], UsageError> {
        do {
            try writer.append(RecordType.sessionFinished, ["judged": .int(judged), "skipped": .int(skipped)])
        } catch {
            return .failure(UsageError("\(error)"))
        }
        return .success(["Review finished: \(judged) judged, \(skipped) skipped.", "Results saved in \(writer.path)."])
    }
}

/// Starting a review: what is left to judge, the reviewer, the review session's ledger.
package enum AutomatedReviewSetup {
    package struct Options {
        package var tester: String?
        package var platform: String?
        package var results: String?
        package init() {}
    }

    /// The review, ready to drive; nil when nothing waits for a person (nothing is written).
    package static func start(_ options: Options, console: WorkflowConsole) -> Result<AutomatedReview?, UsageError> {
        let resultsFolder = ResultsFolder.resolve(options.results)
        let automated = AutomatedResults.gather(AutomatedSessions.read(resultsFolder: resultsFolder))
        let waiting = automated.toReview.filter { options.platform == nil || $0.scan.platform == options.platform }
        let platforms = waiting.map(\.scan.platform).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        guard let platform = platforms.first else { return .success(nil) }
        guard platforms.count == 1 else {
            return .failure(
                UsageError(
                    "stepwise run --review: error: results to review on \(platforms.joined(separator: " and ")): give --platform, a review session judges one",
                    option: "--platform"))
        }
        let items = waiting.flatMap { finding in finding.unjudged.map { AutomatedReview.Item(finding: finding, node: $0) } }
        let tester: String
        switch SessionSetup.testerName(options.tester, console: console) {
        case .success(let name?): tester = name
        case .success(nil): return .success(nil)
        case .failure(let error): return .failure(error)
        }
        let sessionID = SessionSetup.newSessionID(tester: tester, platform: platform)
        let writer: LedgerWriter
        do {
            (writer, _) = try LedgerWriter.open(folder: resultsFolder, sessionID: sessionID, holder: tester)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        var payload = AutomatedSessions.startMembers(resultsFolder)
        payload["session"] = .string(sessionID)
        payload["mode"] = .string(AutomatedReviewRecord.mode)
        payload["tester"] = .string(tester)
        payload["platform"] = .string(platform)
        payload["findings"] = .array(waiting.map { .string($0.reference) })
        do {
            try writer.append(RecordType.sessionStarted, payload)
        } catch {
            writer.discardIfEmpty()
            return .failure(UsageError("\(error)"))
        }
        return .success(AutomatedReview(items: items, writer: writer))
    }
}
