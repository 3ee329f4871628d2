import Conformance
import TestPlan

/// What a conformance cell's remarks say of the engines' findings, in the words every format
/// shows: each violation as "axe-core 4.10.2, color-contrast, 1 element on
/// https://shop.example/cart", each result still to review as a check to review, each one a
/// person judged with their verdict, and the passes as supporting evidence that is not counted.
enum AutomatedRemarks {
    /// At most this many violations are named in one cell; the HTML report's pages section
    /// lists every one.
    static let named = 25

    /// "by axe-core 4.10.2 on https://shop.example/cart": who scanned where, for the opening.
    static func place(_ cell: AutomatedCell) -> String? {
        let counted = cell.counted
        guard !counted.isEmpty else { return nil }
        return "by \(ConformanceRemarks.list(unique(counted.map(\.scan.tester)))) on \(pages(counted.map(\.scan.pageName)))"
    }

    /// The sentences after the failed checks: violations, reviews, passes.
    static func lines(_ cell: AutomatedCell) -> [String] {
        var lines: [String] = []
        if !cell.violations.isEmpty {
            var named = cell.violations.prefix(Self.named).map(\.words)
            if cell.violations.count > Self.named {
                named.append("and \(cell.violations.count - Self.named) more (the report's automated results list every one)")
            }
            lines.append("Failed in automated testing: " + named.joined(separator: "; ") + ".")
        }
        if !cell.reviewed.isEmpty {
            lines.append("Judged by a person where the engine could not decide: " + cell.reviewed.map(judged).joined(separator: "; ") + ".")
        }
        if let passes = supporting(cell) { lines.append(passes) }
        return lines
    }

    /// The checks to review, for the breakdown of the checks without an outcome: "1 to review,
    /// as the engine could not decide: axe-core 4.10.2, video-caption, 1 element on …".
    static func toReview(_ cell: AutomatedCell) -> String? {
        guard !cell.toReview.isEmpty else { return nil }
        return "\(cell.toReview.count) to review, as the engine could not decide: " + cell.toReview.map(\.words).joined(separator: "; ")
    }

    /// "Supporting evidence only, not counted as passed checks: axe-core 4.10.2 passed image-alt on
    /// https://shop.example/cart." Each engine's rule once, with its pages.
    static func supporting(_ cell: AutomatedCell) -> String? {
        guard !cell.passes.isEmpty else { return nil }
        var order: [String] = []
        var pagesOf: [String: [String]] = [:]
        for finding in cell.passes {
            let key = "\(finding.scan.tester) passed \(finding.result.rule)"
            if pagesOf[key] == nil { order.append(key) }
            pagesOf[key, default: []].append(finding.scan.pageName)
        }
        return "Supporting evidence only, not counted as passed checks (an engine's pass never makes Supports): "
            + order.map { "\($0) on \(pages(pagesOf[$0]!))" }.joined(separator: "; ") + "."
    }

    /// "axe-core 4.10.2, video-caption on https://shop.example/cart: failed, “no captions” (Ann)".
    static func judged(_ finding: AutomatedFinding) -> String {
        let reviews = finding.reviews.keys.sorted().compactMap { finding.reviews[$0] }
        let verdicts = reviews.map { review in
            review.verdict.words + (review.note.map { ", “\(ConformanceRemarks.shortened($0))”" } ?? "") + " (\(review.reviewer))"
        }
        return "\(finding.scan.tester), \(finding.result.rule) on \(finding.scan.pageName): " + unique(verdicts).joined(separator: "; ")
    }

    /// Up to three pages by name, more by count.
    static func pages(_ names: [String]) -> String {
        let names = unique(names)
        return names.count > 3 ? "\(names.count) pages" : ConformanceRemarks.list(names)
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
