import SafeHTML

/// The bar chart of one feature-and-platform group: one bar per state, plus stale. Each bar
/// has its state written beside it and its count after it, and a pattern of its own, so the
/// chart reads without telling colours apart; its accessible name holds every number, and the
/// table that follows it on the page holds them again as text.
enum HTMLSummaryChart {
    /// `id` prefixes the SVG's own ids (they share one document with every other chart).
    static func svg(_ counts: HTMLStateCounts, groupName: String, id: String) -> HTML {
        let kinds = HTMLResultKind.states + [.stale]
        let rowHeight = 28
        let barHeight = 18
        let labelWidth = 150
        let barLeft = 160
        let barSpace = 400
        let height = kinds.count * rowHeight + 8
        let name = "Bar chart of \(groupName): \(counts.sentence)."
        var svg: HTML = """
            <svg class="chart" role="img" aria-labelledby="\(id)-title" viewBox="0 0 640 \(height)" width="640" height="\(height)">
            <title id="\(id)-title">\(name)</title>
            <defs>
            """
        for kind in kinds {
            svg += "\n" + pattern(for: kind, id: "\(id)-\(kind.className)")
        }
        svg += "\n</defs>"
        for (row, kind) in kinds.enumerated() {
            let count = counts[kind]
            let top = 4 + row * rowHeight
            let baseline = top + barHeight - 4
            // Bars share one scale, the group's size, so stale (a subset) is comparable too;
            // a non-zero count always shows at least a sliver.
            let width = counts.total == 0 ? 0 : max(count > 0 ? 3 : 0, count * barSpace / counts.total)
            let colour = HTMLPalette.colour(of: kind)
            svg +=
                "\n<text x=\"\(labelWidth)\" y=\"\(baseline)\" text-anchor=\"end\" font-size=\"14\" fill=\"\(HTMLPalette.text)\">\(kind.word)</text>"
            if width > 0 {
                svg +=
                    "<rect x=\"\(barLeft)\" y=\"\(top)\" width=\"\(width)\" height=\"\(barHeight)\" fill=\"url(#\(id)-\(kind.className))\" stroke=\"\(colour)\" stroke-width=\"2\"/>"
            }
            svg += "<text x=\"\(barLeft + width + 8)\" y=\"\(baseline)\" font-size=\"14\" fill=\"\(HTMLPalette.text)\">\(count)</text>"
        }
        svg += "\n</svg>"
        return svg
    }

    /// Solid for passed, and a distinct pattern of light marks over the colour for every other
    /// kind: the marks are thin, so the bar as a whole keeps its contrast with the page.
    private static func pattern(for kind: HTMLResultKind, id: String) -> HTML {
        let colour = HTMLPalette.colour(of: kind)
        let light = HTMLPalette.background
        let marks: HTML
        switch kind {
        case .passed: marks = ""
        case .failed: marks = "<path d=\"M0 8 L8 0\" stroke=\"\(light)\" stroke-width=\"1.5\"/>"
        case .blocked: marks = "<path d=\"M0 8 L8 0 M0 0 L8 8\" stroke=\"\(light)\" stroke-width=\"1.2\"/>"
        case .skipped: marks = "<path d=\"M0 4 L8 4\" stroke=\"\(light)\" stroke-width=\"1.5\"/>"
        case .notApplicable: marks = "<circle cx=\"4\" cy=\"4\" r=\"1.4\" fill=\"\(light)\"/>"
        case .untested: marks = "<path d=\"M4 0 L4 8\" stroke=\"\(light)\" stroke-width=\"1.5\"/>"
        case .conflict: marks = "<path d=\"M0 0 L8 8\" stroke=\"\(light)\" stroke-width=\"1.5\"/>"
        case .stale: marks = "<path d=\"M0 2 L4 6 L8 2\" stroke=\"\(light)\" stroke-width=\"1.2\" fill=\"none\"/>"
        }
        return
            "<pattern id=\"\(id)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\"><rect width=\"8\" height=\"8\" fill=\"\(colour)\"/>\(marks)</pattern>"
    }
}
