import Conformance
import TestPlan

/// The remarks of a conformance cell in words: the VPAT's "Remarks and Explanations", written
/// for a procurement reader. They say what the level rests on — the components and platforms
/// tested and how many of them meet the criterion; one line per failed check, in the tester's
/// words, with the defects given on that step; what is not yet tested and why; the auditor's
/// decision beside the derived level — and leave the Gherkin to the detail sections.
enum ConformanceRemarks {
    /// The pieces every format lays out in its own way.
    struct Parts {
        var opening: String
        var decision: String?
        /// One per failed check, repeats left out, each with the finding it came from.
        var failures: [(finding: ConformanceTable.Finding, words: String)]
        var untested: String?
        /// Why testers found it not applicable, in their words, with who.
        var notApplicable: String?
        var gap: String?
        var technology: String?
        /// What the engines found, after the failed checks (`AutomatedRemarks`).
        var automated: [String] = []
    }

    /// A note longer than this is cut at a word, with an ellipsis: the report's detail holds it whole.
    static let noteLength = 160

    static func parts(_ cell: ConformanceTable.Cell, criterionLevel: WCAGCriterion.Level) -> Parts {
        var parts = Parts(opening: "", failures: [])
        let decided = cell.claim.decision != nil
        if let decision = cell.claim.decision { parts.decision = decisionSentence(decision, derived: cell.derived) }
        guard cell.tally.covered else {
            parts.opening = uncovered(cell, criterionLevel: criterionLevel)
            // An engine's passes alone cover nothing: said after why the claim stands as it does.
            if let passes = AutomatedRemarks.supporting(cell.automated) { parts.opening += " " + passes }
            return parts
        }
        let components = cell.claim.components
        // "Tested in" only where some check has an outcome: a cell whose checks are all still
        // without one says where they are planned, so it never reads as tested.
        var place = "\(list(cell.components)) on \(list(cell.platforms.map(PlatformChoice.title)))"
        if !cell.pages.isEmpty { place += ", on \(list(cell.pages))" }
        var opening = cell.tally.untested == cell.tally.total ? "Planned in \(place)" : "Tested in \(place)"
        let engines = AutomatedRemarks.place(cell.automated)
        if let engines { opening = cell.components.isEmpty ? "Tested \(engines)" : opening + ", and \(engines)" }
        if components.fails > 0 {
            // With pages, each component on each page is one instance of the count; an engine's
            // rule on a page is one too.
            let unit = cell.pages.isEmpty && engines == nil ? "component" : "tested instance"
            opening +=
                ": \(components.fails) of \(components.total) \(unit)\(components.total == 1 ? "" : "s") fail\(components.fails == 1 ? "s" : "")"
            if engines != nil {
                opening += " (a component, or an engine's rule, on one page each)"
            } else if !cell.pages.isEmpty {
                opening += " (a component on one page each)"
            }
            if components.failsAcrossProduct { opening += ", and a tester recorded that a failure holds across the product" }
        }
        parts.opening = opening + " (\(count(cell.tally)))."
        var seen = Set<String>()
        for finding in cell.failures {
            let words = failure(finding)
            if seen.insert(words).inserted { parts.failures.append((finding, words)) }
        }
        parts.automated = AutomatedRemarks.lines(cell.automated)
        if !cell.untested.isEmpty || !cell.automated.toReview.isEmpty {
            // Beside a known failure the level stands, but the count may still change.
            let incomplete = components.fails > 0 ? "Incomplete: " : ""
            let summary = ([cell.untested.isEmpty ? nil : untestedSummary(cell), AutomatedRemarks.toReview(cell.automated)]).compactMap { $0 }
            parts.untested =
                "\(incomplete)\(checks(cell.untested.count + cell.automated.toReview.count)) \(withoutOutcome): "
                + summary.joined(separator: "; ") + "."
        }
        parts.notApplicable = notApplicableReasons(cell)
        if decided {
            // The decision settles the claim; the untested line above says what the checks lack.
        } else if cell.derived == .gap, cell.claim.components.untested > 0 {
            parts.gap = "Gap: the claim is incomplete until every check has an outcome."
        } else if cell.derived == .notEvaluated {
            parts.gap = "Not evaluated until every check has an outcome."
        }
        if !cell.assistiveTechnology.isEmpty { parts.technology = "Assistive technology: \(list(cell.assistiveTechnology))." }
        return parts
    }

    /// The decision first, the derived level beside it: a decided claim never reads as a gap.
    /// "Not Applicable, as decided by Dee on 2026-11-20, where the checks alone do not establish
    /// it. Reason: …".
    static func decisionSentence(_ decision: AuditorDecision, derived: ConformanceLevel) -> String {
        let beside = derived == .gap ? "the checks alone do not establish it" : "the checks give \(derived.title)"
        return "\(decision.level.title), as decided by \(decision.auditor) on \(decision.time.prefix(10)), where \(beside). "
            + "Reason: \(decision.reason)" + (decision.reason.last.map { ".!?".contains($0) } ?? true ? "" : ".")
    }

    /// What a Section 508 or EN 301 549 row's checks show: how many components and checks, and
    /// how many fail.
    static func productWide(_ claim: ProductClaim) -> String {
        let components = claim.components
        var sentence = "Tested in \(components.total) component\(components.total == 1 ? "" : "s")"
        if components.fails > 0 { sentence += ": \(components.fails) fail\(components.fails == 1 ? "s" : "")" }
        sentence += " (\(count(claim.tally)))."
        if claim.derived == .gap { sentence += " Gap: the claim is incomplete until every check has an outcome." }
        return sentence
    }

    /// Why a cell no check covers stands as it does.
    static func uncovered(_ cell: ConformanceTable.Cell, criterionLevel: WCAGCriterion.Level) -> String {
        if cell.derived == .notApplicable { return "Not applicable: " + WCAG2ICT.setOfProgramsReason + " (WCAG2ICT)." }
        if cell.claim.decision != nil { return "No planned check evidences this criterion." }
        return criterionLevel == .aaa
            ? "Not evaluated: no planned check evidences this criterion."
            : "Gap: no planned check evidences this criterion, so the evaluation has not established it."
    }

    /// Plain text, a line per fact and per failed check, for formats that take no links.
    static func text(_ cell: ConformanceTable.Cell, criterionLevel: WCAGCriterion.Level) -> String {
        let parts = parts(cell, criterionLevel: criterionLevel)
        var lines: [String] = []
        if let decision = parts.decision { lines.append(decision) }
        lines.append(parts.opening)
        if !parts.failures.isEmpty { lines.append("Failed:") }
        lines += parts.failures.map { "- " + $0.words }
        lines += parts.automated
        lines += [parts.untested, parts.notApplicable, parts.gap, parts.technology].compactMap { $0 }
        return lines.joined(separator: "\n")
    }

    /// The remarks as Markdown, for OpenACR, whose readers (GSA's renderer) render notes as
    /// Markdown: each fact a paragraph of its own, the failed checks a list, and every word
    /// escaped as prose (`MarkdownText.prose`), so a line never runs into the next and a
    /// tester's markup stays text. `extra` lines follow, as further paragraphs.
    static func markdown(_ cell: ConformanceTable.Cell, criterionLevel: WCAGCriterion.Level, extra: [String] = []) -> String {
        let parts = parts(cell, criterionLevel: criterionLevel)
        var paragraphs = [parts.decision, parts.opening].compactMap { $0 }.map(MarkdownText.prose)
        if !parts.failures.isEmpty {
            // A list may follow its lead-in line directly; each failure is one item.
            paragraphs.append((["Failed:"] + parts.failures.map { "- " + MarkdownText.prose($0.words) }).joined(separator: "\n"))
        }
        paragraphs += (parts.automated + [parts.untested, parts.notApplicable, parts.gap, parts.technology].compactMap { $0 } + extra)
            .map(MarkdownText.prose)
        return markdownParagraphs(paragraphs)
    }

    /// Paragraphs as Markdown: a blank line between each, so each renders on its own.
    static func markdownParagraphs(_ paragraphs: [String]) -> String {
        paragraphs.joined(separator: "\n\n")
    }

    /// What every format calls a check that is blocked, skipped, not reached, stale, in
    /// conflict or never tested: the count sentence and the breakdown by reason both use it, so
    /// "not tested" is only ever one of the reasons, never the total.
    static let withoutOutcome = "without an outcome"

    /// "4 checks: 1 passed, 3 without an outcome": the tally in the words of the breakdown
    /// that follows it (`untestedSummary`), whose counts add up to the last number.
    static func count(_ tally: CheckTally) -> String {
        let parts = [(tally.passed, "passed"), (tally.failed, "failed"), (tally.notApplicable, "not applicable"), (tally.untested, withoutOutcome)]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return checks(tally.total) + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    static func checks(_ number: Int) -> String { "\(number) check\(number == 1 ? "" : "s")" }

    /// The checks without an outcome counted by reason, in order of first appearance, the
    /// tester's reason kept for blocked and skipped ones: "2 blocked: no test account; 1 not
    /// reached". Semicolons part them, since a tester's reason may hold a comma.
    static func untestedSummary(_ cell: ConformanceTable.Cell) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for finding in cell.untested {
            // Each reason reads after a count: "1 in conflict: testers disagree", not "1 testers disagree".
            let note = finding.note == "testers disagree" ? "in conflict: testers disagree" : finding.note
            let reason = shortened(note ?? "not tested")
            if counts[reason] == nil { order.append(reason) }
            counts[reason, default: 0] += 1
        }
        return order.map { "\(counts[$0]!) \($0)" }.joined(separator: "; ")
    }

    /// "Not applicable, as testers found: no prerecorded video on any in-scope page (Ana); no
    /// CAPTCHA (Ben)." Each reason once, with everyone who gave it; nil when none was given.
    static func notApplicableReasons(_ cell: ConformanceTable.Cell) -> String? {
        var order: [String] = []
        var who: [String: [String]] = [:]
        for finding in cell.notApplicable {
            guard let note = finding.note, !note.isEmpty else { continue }
            let reason = shortened(note)
            if !order.contains(reason) { order.append(reason) }
            if let tester = finding.tester, !(who[reason] ?? []).contains(tester) { who[reason, default: []].append(tester) }
        }
        guard !order.isEmpty else { return nil }
        let reasons = order.map { reason in
            let names = who[reason] ?? []
            return names.isEmpty ? reason : "\(reason) (\(list(names)))"
        }
        return "Not applicable, as testers found: " + reasons.joined(separator: "; ") + "."
    }

    /// `Toggle switch on iOS: no focus ring on the switch (defect A11Y-1)`: the tester's note,
    /// or the step's text where they left none.
    static func failure(_ finding: ConformanceTable.Finding) -> String {
        var text =
            "\(finding.component) on \(PlatformChoice.title(finding.platform))" + (finding.page.map { ", \($0)" } ?? "") + ": "
            + shortened(finding.note ?? finding.step)
        if !finding.defects.isEmpty { text += " (defect\(finding.defects.count == 1 ? "" : "s") \(finding.defects.joined(separator: ", ")))" }
        if finding.acrossProduct { text += "; holds across the product" }
        return text
    }

    /// Text on one line, cut at a word past `noteLength` characters.
    static func shortened(_ text: String) -> String {
        // Printable ASCII, as most notes and reasons are, has no line break and a character
        // per byte: nothing to join, and short enough as it is when its bytes are.
        let plain: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count <= noteLength && bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if plain == true { return text }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard line.count > noteLength else { return line }
        var cut = String(line.prefix(noteLength))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > noteLength / 2 { cut = String(cut[..<space]) }
        return cut + "…"
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return "nothing"
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
