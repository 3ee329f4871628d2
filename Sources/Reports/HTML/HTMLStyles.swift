import Conformance

/// The report's one inline style sheet: the file must read well with no network, so nothing
/// is linked. Layout and colour only ever repeat what the words say.
enum HTMLStyles {
    static var css: String {
        let kinds = HTMLResultKind.allCases.map { ".state-\($0.className) { color: \(HTMLPalette.colour(of: $0)); }" }
        let levels = ConformanceLevel.allCases.map { ".level-\($0.rawValue) { color: \(HTMLPalette.colour(of: levelKind($0))); }" }
        return """
            :root { color-scheme: light; }
            body { margin: 0; background: \(HTMLPalette.background); color: \(HTMLPalette.text);
              font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
              overflow-wrap: anywhere; }
            header, nav, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
            header { padding-top: 1rem; }
            footer { border-top: 1px solid \(HTMLPalette.rule); margin-top: 2rem; padding-bottom: 2rem; color: \(HTMLPalette.mutedText); }
            h1 { font-size: 1.9rem; line-height: 1.2; margin: 0.5rem 0; }
            h2 { font-size: 1.5rem; margin: 2.5rem 0 0.5rem; border-bottom: 2px solid \(HTMLPalette.text); }
            h3 { font-size: 1.2rem; margin: 0 0 0.5rem; }
            main > section:first-child > h2 { margin-top: 1rem; }
            main > section > h3 { margin-top: 1.5rem; }
            h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
            h5 { font-size: 1rem; font-weight: 600; margin: 0.75rem 0 0.25rem; }
            a { color: \(HTMLPalette.link); text-decoration: underline; }
            a:focus, a:focus-visible { outline: 3px solid \(HTMLPalette.text); outline-offset: 2px; background: \(HTMLPalette.calloutBackground); }
            main:focus { outline: none; }
            .skip { position: absolute; left: -100rem; top: 0.5rem; padding: 0.5rem 1rem;
              background: \(HTMLPalette.background); border: 2px solid \(HTMLPalette.text); z-index: 1; }
            .skip:focus { left: 1rem; }
            .lead { color: \(HTMLPalette.mutedText); margin-top: 0; }
            header .lead { margin-bottom: 0.5rem; }
            ul.inline { display: flex; flex-wrap: wrap; gap: 0.15rem 1rem; list-style: none; margin: 0.25rem 0; padding: 0; }
            .filters { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.15rem 0.75rem; }
            .filters .label { font-weight: 600; }
            details.filter { margin: 0.15rem 1.5rem 0.15rem 0; }
            details.filter ul, details.state-list ul { margin: 0.25rem 0 0.5rem; padding-left: 1.25rem; }
            .finding { border-left: 0.3rem solid \(HTMLPalette.rule); padding-left: 0.75rem; margin: 0.5rem 0 1.25rem; }
            .finding h4 { margin-top: 0; }
            .finding p, .finding ul { margin: 0.25rem 0; }
            .finding ul { padding-left: 1.25rem; }
            figure.thumbnail { margin: 0.5rem 0; }
            details.enlarge summary img { display: inline-block; vertical-align: bottom; max-width: min(12rem, 100%); max-height: 9rem; width: auto; height: auto; }
            details.enlarge[open] summary img { display: block; max-width: 100%; max-height: none; }
            table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1.25rem; }
            .table-scroll { overflow-x: auto; max-width: 100%; margin: 0.5rem 0 1.25rem; }
            .table-scroll:focus, .table-scroll:focus-visible { outline: 3px solid \(HTMLPalette.text); outline-offset: 2px; }
            .table-scroll > table { margin: 0; }
            .table-scroll caption { position: sticky; left: 0; max-width: calc(100vw - 2.5rem); }
            caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
            th, td { border: 1px solid \(HTMLPalette.rule); padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
            /* In a narrow column a word breaks only when nothing else fits ("passed", not "pa ss ed");
               free text and long tokens (paths, hashes, ids) may break anywhere. */
            th, td { overflow-wrap: break-word; }
            table.steps tbody th, td.pre, td .pre { overflow-wrap: anywhere; }
            thead th, tfoot th, tfoot td { background: \(HTMLPalette.headerBackground); }
            table.steps tbody th { font-weight: 400; }
            table.counts { width: auto; min-width: min(28rem, 100%); }
            table.conformance td.remarks { min-width: 16rem; }
            table.conformance tbody th { min-width: 8rem; }
            table.conformance td p { margin: 0 0 0.25rem; }
            table.conformance td ul { margin: 0 0 0.25rem; padding-left: 1.1rem; }
            .level { font-weight: 700; }
            \(levels.joined(separator: "\n"))
            details summary { cursor: pointer; color: \(HTMLPalette.link); text-decoration: underline; }
            details summary:focus-visible { outline: 3px solid \(HTMLPalette.text); outline-offset: 2px; }
            td.number { text-align: right; font-variant-numeric: tabular-nums; }
            .state { font-weight: 700; }
            \(kinds.joined(separator: "\n"))
            .callout { border-left: 0.4rem solid \(HTMLPalette.text); background: \(HTMLPalette.calloutBackground); padding: 0.5rem 0.75rem; margin: 0.5rem 0; }
            .callout.conflict { border-left-color: \(HTMLPalette.colour(of: .conflict)); }
            .callout.stale { border-left-color: \(HTMLPalette.colour(of: .stale)); border-left-style: double; }
            .callout.incomplete { border-left-color: \(HTMLPalette.colour(of: .untested)); border-left-style: dotted; }
            .callout.problem { border-left-color: \(HTMLPalette.colour(of: .failed)); border-left-style: dashed; }
            .scenario { border-top: 1px solid \(HTMLPalette.rule); margin-top: 1.75rem; padding-top: 0.75rem; }
            dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 1rem; margin: 0.5rem 0; }
            dl.facts dt { font-weight: 600; }
            dl.facts dd { margin: 0; }
            code, .hash { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
            .hash, .wrap { overflow-wrap: anywhere; }
            .pre { white-space: pre-wrap; }
            .chart { display: block; width: 100%; max-width: 40rem; height: auto; }
            figure { margin: 0.5rem 0 1rem; }
            figure img { display: block; max-width: 100%; height: auto; border: 1px solid \(HTMLPalette.rule); }
            figcaption { color: \(HTMLPalette.mutedText); }
            pre, code { white-space: pre-wrap; overflow-wrap: anywhere; }
            svg, img { max-width: 100%; }
            @media (max-width: 30rem) {
              header, nav, main, footer { padding: 0 0.75rem; }
              th, td { padding: 0.3rem 0.35rem; }
            }
            /* Below the width the widest table needs, a table of class reflow becomes one block per row:
               its row heading, then each cell after its column's name (data-label), the numbers of a
               table of counts on a line; nothing scrolls sideways. The markup stays a table, so
               assistive technology still reads each cell with its headers (the labels are not read). */
            @media (max-width: 72rem) {
              table.reflow, table.reflow > caption, table.reflow > tbody, table.reflow > tfoot, table.reflow > * > tr,
              table.reflow > * > tr > th, table.reflow > * > tr > td { display: block; }
              table.reflow > thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
              table.reflow > * > tr { border: 1px solid \(HTMLPalette.rule); margin: 0 0 0.5rem; padding: 0.25rem 0.5rem; }
              table.reflow > * > tr > th, table.reflow > * > tr > td, table.reflow.conformance td.remarks, table.reflow.conformance tbody th {
                border: 0; padding: 0.1rem 0; min-width: 0; }
              table.reflow > * > tr > td[data-label]::before { content: attr(data-label) ": " / ""; font-weight: 600; }
              table.reflow.numbers > * > tr > td { display: inline-block; margin-right: 1rem; }
              table.reflow > * > tr > td.number { text-align: left; }
              .table-scroll caption { position: static; max-width: none; }
            }
            @media print { .skip, nav { display: none; } .scenario { break-inside: avoid-page; } .table-scroll { overflow: visible; } }
            """
    }

    /// A level is coloured like the step result it most resembles; the words carry the meaning.
    private static func levelKind(_ level: ConformanceLevel) -> HTMLResultKind {
        switch level {
        case .supports: return .passed
        case .partiallySupports: return .blocked
        case .doesNotSupport: return .failed
        case .notApplicable: return .notApplicable
        case .notEvaluated, .gap: return .untested
        }
    }
}
