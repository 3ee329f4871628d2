import BrowserFace
import Harness
import Workflows

/// The `stepwise` command line: picks the command and hands it its arguments.
public enum Stepwise {
    public static let version = ToolVersion.current

    /// One command: the name that runs it, how the general help lists it, and what runs it.
    /// Dispatch and help both read `commands`, so a command cannot run without being listed.
    struct Command: Sendable {
        let name: String
        /// Its options: what its parser accepts and its help lists.
        let table: OptionTable
        /// What follows the name in the help's list (`PATH...`); empty when nothing must.
        let synopsis: String
        /// What it does, a line or more.
        let summary: [String]
        let run: @Sendable (_ arguments: [String], _ output: CommandOutput, _ input: CommandInput) -> Int32
    }

    static let commands: [Command] = [
        Command(name: "run", table: RunCommand.table, synopsis: "PATH...", summary: ["a guided session: step through every scenario on your device"])
        { arguments, output, input in
            RunCommand.run(arguments, output: output, input: input)
        },
        Command(
            name: "check", table: CheckCommand.table, synopsis: "PATH...", summary: ["report every Gherkin error as path:line:column: error: message"]
        ) { arguments, output, _ in
            CheckCommand.run(arguments, output: output)
        },
        Command(name: "gherkin", table: GherkinCommand.table, synopsis: "FILE...", summary: ["print Cucumber Messages (NDJSON) for each file"]) {
            arguments, output, _ in
            GherkinCommand.run(arguments, output: output)
        },
        Command(
            name: "import", table: ImportCommand.table, synopsis: "FILE...",
            summary: ["turn MagentaA11y criteria into Gherkin features; --catalog imports the whole catalog"]
        ) { arguments, output, input in
            ImportCommand.run(arguments, output: output, input: input)
        },
        Command(
            name: "plan", table: PlanCommand.table, synopsis: "PATH...", summary: ["what to test on which platforms, with step guidance coverage"]
        ) { arguments, output, _ in
            PlanCommand.run(arguments, output: output)
        },
        Command(
            name: "steps", table: StepsCommand.table, synopsis: "--undefined PATH...",
            summary: ["list steps without guidance, with headings ready to paste"]
        ) { arguments, output, _ in
            StepsCommand.run(arguments, output: output)
        },
        Command(
            name: "export", table: ExportCommand.table, synopsis: "--format FORMAT PATH...",
            summary: ["the results, or the WCAG conformance report, in the format another tool reads; FORMAT is one of:"]
                + ExportFormat.allCases.map { format in "  \(format.rawValue): \(format.words)" }
        ) { arguments, output, _ in
            ExportCommand.run(arguments, output: output)
        },
        Command(
            name: "scan-results", table: ScanResultsCommand.table, synopsis: "FILE...",
            summary: ["record an automated engine's results (axe-core JSON, ACT engines' EARL) as sessions, one per page"]
        ) { arguments, output, _ in
            ScanResultsCommand.run(arguments, output: output)
        },
        Command(
            name: "verify", table: VerifyCommand.table, synopsis: "",
            summary: ["check every session ledger (chain, order, completeness, evidence files, signature) and every sign-off"]
        ) { arguments, output, _ in
            VerifyCommand.run(arguments, output: output)
        },
        Command(
            name: "sign", table: SignCommand.table, synopsis: "SESSION... --key KEY",
            summary: ["sign your sessions with your SSH key, as git signs commits"]
        ) { arguments, output, _ in
            SignCommand.run(arguments, output: output)
        },
        Command(
            name: "signoff", table: SignOffCommand.table, synopsis: "--signer NAME --role ROLE --meaning M PATH...",
            summary: ["sign off the current results: bind every session's head, sign with --key"]
        ) { arguments, output, _ in
            SignOffCommand.run(arguments, output: output)
        },
        Command(
            name: "results", table: ResultsCommand.table, synopsis: "PATH...",
            summary: ["the latest verdict of every planned scenario, from every session"]
        ) { arguments, output, _ in
            ResultsCommand.run(arguments, output: output)
        },
        Command(
            name: "status", table: StatusCommand.table, synopsis: "PATH...",
            summary: ["passed, failed, untested, stale … per feature and platform; --check for CI"]
        ) { arguments, output, _ in
            StatusCommand.run(arguments, output: output)
        },
        Command(
            name: "coverage", table: CoverageCommand.table, synopsis: "[PATH...]",
            summary: ["checks per WCAG 2.2 criterion and product part, and the gaps; --check for CI"]
        ) { arguments, output, _ in
            CoverageCommand.run(arguments, output: output)
        },
        Command(
            name: "decide", table: DecideCommand.table, synopsis: "--criterion N --part P --level L --reason TEXT --auditor NAME",
            summary: ["record an auditor's decision about a WCAG criterion, with its reason"]
        ) { arguments, output, _ in
            DecideCommand.run(arguments, output: output)
        },
        Command(
            name: "serve", table: ServeCommand.table, synopsis: "[PATH...]",
            summary: ["the sessions, status and reports as a local web app in your browser, on the same results"]
        ) { arguments, output, _ in
            ServeCommand.run(arguments, output: output)
        },
        Command(
            name: "init-report", table: InitReportCommand.table, synopsis: "",
            summary: ["add a blank \"report\" section (vendor, product, scope, terms) to stepwise.json, for the ACR"]
        ) { arguments, output, _ in
            InitReportCommand.run(arguments, output: output)
        },
    ]

    /// The general help: every command, then how to get a command's own.
    static var usage: String {
        var lines = ["usage: stepwise COMMAND [ARGS...]", "", "commands:"]
        let column = 23
        func entry(_ head: String, _ summary: [String]) {
            let indent = String(repeating: " ", count: column)
            if head.count + 2 < column - 1 {
                lines.append("  " + head + String(repeating: " ", count: column - 2 - head.count) + summary[0])
                lines += summary.dropFirst().map { indent + $0 }
            } else {
                lines.append("  " + head)
                lines += summary.map { indent + $0 }
            }
        }
        for command in commands {
            entry(command.synopsis.isEmpty ? command.name : command.name + " " + command.synopsis, command.summary)
        }
        entry("help [COMMAND]", ["this help, or a command's options"])
        entry("--version", ["print the version"])
        lines += ["", "Run '\(Invocation.command) help COMMAND' for a command's options."]
        return lines.joined(separator: "\n")
    }

    /// Runs the tool with `arguments` (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], output: CommandOutput, input: CommandInput = .standard) -> Int32 {
        guard let name = arguments.first else {
            output.errorLine(usage)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if let command = commands.first(where: { $0.name == name }) {
            return command.run(rest, output, input)
        }
        switch name {
        case "help", "-h", "--help":
            return help(rest, output: output, input: input)
        case "--version", "version":
            output.line("stepwise \(version)")
            return ExitStatus.success
        default:
            return unknown(name, saying: "stepwise: error", output: output)
        }
    }

    /// `stepwise help [COMMAND]`: the general help, or exactly what `COMMAND --help` prints.
    static func help(_ topics: [String], output: CommandOutput, input: CommandInput) -> Int32 {
        guard let topic = topics.first else {
            output.line(usage)
            return ExitStatus.success
        }
        guard topics.count == 1 else {
            output.errorLine("stepwise help: error: one command at a time, as in: \(Invocation.command) help \(topic)")
            return ExitStatus.usage
        }
        if let command = commands.first(where: { $0.name == topic }) {
            return command.run(["--help"], output, input)
        }
        if ["help", "-h", "--help", "--version", "version"].contains(topic) {
            output.line(usage)
            return ExitStatus.success
        }
        return unknown(topic, saying: "stepwise help: error", output: output)
    }

    /// A word that is no command: the command it probably was, when one is clearly near, else
    /// the general help.
    static func unknown(_ word: String, saying prefix: String, output: CommandOutput) -> Int32 {
        if let suggestion = suggestion(for: word) {
            output.errorLine("\(prefix): unknown command '\(word)'; did you mean '\(suggestion)'?")
            output.errorLine("Run '\(Invocation.command) help' for every command.")
        } else {
            output.errorLine("\(prefix): unknown command '\(word)'\n\n\(usage)")
        }
        return ExitStatus.usage
    }

    /// The command a mistyped word was meant to be: one a slip or two away (`stauts`,
    /// `exprot`), as the guided session suggests its own commands, or the only command the
    /// word begins (`stat`, `cov`).
    static func suggestion(for word: String) -> String? {
        let words = commands.map(\.name) + ["help", "--help", "version", "--version"]
        if let near = CommandSuggestion.closest(to: word, among: words) { return near }
        let typed = word.lowercased()
        guard typed.count >= 3 else { return nil }
        let begun = words.filter { $0.hasPrefix(typed) }
        return begun.count == 1 ? begun[0] : nil
    }
}
