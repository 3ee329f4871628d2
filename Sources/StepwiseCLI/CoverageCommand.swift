import Conformance
import JSON
import Reports
import TestPlan
import Workflows

/// `stepwise coverage [PATH…] [--level A|AA|AAA] [--platform …] [--format text|json] [--check]`:
/// the WCAG 2.2 criteria × product parts the selection tests, with the number of checks behind
/// each, then the gaps. `--check` exits 1 while an A or AA criterion has no check in a part the
/// selection tests (for CI). The counts are the checks the claims are made from.
enum CoverageCommand {
    static let table = OptionTable(
        command: "coverage", operands: "[PATH...]",
        options: [
            CommandOption("--level", .value("A|AA|AAA")),
            CommandOption(
                "--catalog", .value("ID"),
                help: ["also list the catalog's Section 508 and EN 301 549 rows: derived, checked, or left for a decision"]),
        ] + PlanInputs.selectionOptions(for: "coverage") + [
            CommandOption("--check", help: ["exit 1 when an A or AA criterion has no check in a product part the selection tests"]),
            CommandOption(
                "--min-features", .value("N"), help: ["with --check, also exit 1 when fewer than N features check an A or AA criterion in a part"]),
        ],
        notes: ["PATH: features or folders (default: features); --level: the criteria up to this level (default AA)"])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let (parsed, options): (ParsedArguments, PlanInputs.Options)
        switch table.readSelection(arguments, output: output, defaultPaths: ["features"]) {
        case .success(let value): (parsed, options) = value
        case .failure(let exit): return exit.status
        }
        let check = parsed.has("--check")
        var level = WCAGCriterion.Level.aa
        if let value = parsed.value("--level") {
            guard let chosen = WCAGCriterion.Level(rawValue: value.uppercased()) else {
                output.errorLine(table.error("--level needs A, AA or AAA").message)
                return ExitStatus.usage
            }
            level = chosen
        }
        var catalog: OpenACRCatalog?
        if let id = parsed.value("--catalog") {
            guard let named = OpenACRCatalog.named(id) else {
                output.errorLine(table.error("--catalog must be one of: \(OpenACRCatalog.ids.joined(separator: ", "))").message)
                return ExitStatus.usage
            }
            catalog = named
        }
        var minimumFeatures = 1
        if let value = parsed.value("--min-features") {
            guard let number = Int(value), number >= 1 else {
                output.errorLine(table.error("--min-features needs a whole number of 1 or more").message)
                return ExitStatus.usage
            }
            minimumFeatures = number
        }
        guard let (inputs, diagnostics) = PlanInputs.loadReporting(options, output: output) else { return ExitStatus.usage }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        let map = ConformanceMap(plan: plan.scenarios, target: level)
        let coverage = Coverage(map: map)
        let clauses = catalog.map { ClauseCoverage(map: map, catalog: $0) }
        if options.format == "json" {
            var document = json(coverage, scenarios: plan.scenarios.count)
            if let clauses, case .object(var members) = document {
                members["clauses"] = ClauseCoverageText.json(clauses)
                document = .object(members)
            }
            output.line(document.text)
        } else {
            for line in text(coverage, scenarios: plan.scenarios.count) { output.shownLine(line) }
            if let clauses { for line in ClauseCoverageText.lines(clauses) { output.shownLine(line) } }
        }
        let gaps = coverage.levelAAGaps
        if check, !gaps.isEmpty {
            output.errorLine("stepwise coverage: check failed: \(gaps.count) A and AA criteria have no check in a product part the selection tests")
        }
        let shallow = minimumFeatures > 1 ? coverage.shallow(minimum: minimumFeatures) : []
        if check, !shallow.isEmpty {
            output.errorLine(
                "stepwise coverage: check failed: \(shallow.count) A and AA criteria are checked by fewer than \(minimumFeatures) features: "
                    + shallow.map { "\($0.criterion.number) (\($0.part.title), \($0.features))" }.joined(separator: ", "))
        }
        output.flush()
        if !diagnostics.isEmpty { return ExitStatus.problems }
        return check && (!gaps.isEmpty || !shallow.isEmpty) ? ExitStatus.problems : ExitStatus.success
    }

    static func text(_ coverage: Coverage, scenarios: Int) -> [String] {
        guard !coverage.parts.isEmpty else { return ["No scenarios are planned, so nothing is covered."] }
        var lines = [
            "WCAG 2.2 coverage up to Level \(coverage.target.rawValue) of \(scenarios) planned scenario\(scenarios == 1 ? "" : "s"): "
                + "checks per criterion and product part, and in how many features (checks/features)."
        ]
        let width = coverage.rows.map { $0.criterion.number.count + 1 + $0.criterion.name.count }.max() ?? 20
        func pad(_ text: String, _ size: Int) -> String { text + String(repeating: " ", count: max(1, size - text.count)) }
        lines.append(
            (pad("Criterion", width + 2) + pad("Level", 7) + coverage.parts.map { pad($0.title, 12) }.joined() + "Scope").trimmingTrailingSpaces)
        for row in coverage.rows {
            var line = pad("\(row.criterion.number) \(row.criterion.name)", width + 2) + pad(row.criterion.level.rawValue, 7)
            for cell in row.cells {
                switch cell.status {
                case .covered: line += pad("\(cell.checks)/\(cell.features.count)", 12)
                case .gap: line += pad("0 (gap)", 12)
                case .notApplicable: line += pad("n/a*", 12)
                }
            }
            // Every page or screen must meet it: named where only some of the parts shown must.
            let wide = row.cells.filter(\.pageWide)
            if !wide.isEmpty {
                line += wide.count == row.cells.count ? "page-wide" : "page-wide (" + wide.map(\.part.title).joined(separator: ", ") + ")"
            }
            lines.append(line.trimmingTrailingSpaces)
        }
        if coverage.rows.contains(where: { $0.cells.contains { if case .notApplicable = $0.status { true } else { false } } }) {
            lines.append("* Not applicable to a native app: " + WCAG2ICT.setOfProgramsReason + ".")
        }
        // Criteria one feature alone checks: "covered" by one tooltip is not covered for the product.
        let single = coverage.rows.flatMap { row in
            row.cells.filter { $0.status == .covered && $0.features.count == 1 }.map { (row.criterion, $0.part) }
        }
        if !single.isEmpty {
            lines.append("Checked by one feature only (\(single.count)):")
            for part in coverage.parts {
                let numbers = single.filter { $0.1 == part }.map(\.0.number)
                if !numbers.isEmpty { lines.append("  \(part.title): " + numbers.joined(separator: ", ")) }
            }
        }
        let gaps = coverage.gaps
        if gaps.isEmpty {
            lines.append("No gaps: every criterion up to Level \(coverage.target.rawValue) has a check in every product part tested.")
        } else {
            lines.append("Gaps (\(gaps.count)):")
            for part in coverage.parts {
                let numbers = gaps.filter { $0.part == part }.map(\.criterion.number)
                if !numbers.isEmpty { lines.append("  \(part.title): " + numbers.joined(separator: ", ")) }
            }
        }
        return lines
    }

    static func json(_ coverage: Coverage, scenarios: Int) -> JSONValue {
        .object([
            "target": .string(coverage.target.rawValue), "scenarios": .int(scenarios),
            "parts": .array(coverage.parts.map { .string($0.rawValue) }),
            "criteria": .array(
                coverage.rows.map { row in
                    var parts: [String: JSONValue] = [:]
                    for cell in row.cells {
                        var entry: [String: JSONValue] = [
                            "checks": .int(cell.checks), "features": .array(cell.features.map { .string($0) }), "pageWide": .bool(cell.pageWide),
                        ]
                        switch cell.status {
                        case .covered: entry["status"] = .string("covered")
                        case .gap: entry["status"] = .string("gap")
                        case .notApplicable(let reason):
                            entry["status"] = .string("not-applicable")
                            entry["reason"] = .string(reason)
                        }
                        parts[cell.part.rawValue] = .object(entry)
                    }
                    return .object([
                        "number": .string(row.criterion.number), "name": .string(row.criterion.name), "level": .string(row.criterion.level.rawValue),
                        "pageWide": .bool(row.pageWide), "parts": .object(parts),
                    ])
                }),
            "gaps": .array(coverage.gaps.map { .object(["criterion": .string($0.criterion.number), "part": .string($0.part.rawValue)]) }),
        ])
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
