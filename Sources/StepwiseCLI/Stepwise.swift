/// The `stepwise` command line: picks the command and hands it its arguments.
public enum Stepwise {
    public static let version = "0.1.0"

    static let usage = """
        usage: stepwise COMMAND [ARGS...]

        commands:
          run PATH...          a guided session: step through every scenario on your device
          check PATH...        report every Gherkin error as path:line:column: error: message
          gherkin FILE...      print Cucumber Messages (NDJSON) for each file
          import FILE...       turn MagentaA11y criteria into Gherkin features
          plan PATH...         what to test on which platforms, with step guidance coverage
          steps --undefined PATH...
                               list steps without guidance, with headings ready to paste
          export --format F PATH...
                               results as JUnit XML, Cucumber JSON, Cucumber Messages, HTML, Markdown, CSV or Xray JSON;
                               conformance as an ACR (VPAT 2.5 layout, HTML or Markdown), OpenACR or EARL
          verify [--results DIR] [--allowed-signers FILE] [--require-signatures]
                               check every session ledger (chain, order, completeness, evidence files, signature) and every sign-off
          sign SESSION... --key KEY
                               sign your sessions with your SSH key, as git signs commits
          signoff --signer NAME --role ROLE --meaning M PATH...
                               sign off the current results: bind every session's head, sign with --key
          results PATH... [--results DIR]
                               the latest verdict of every planned scenario, from every session
          status PATH... [--results DIR] [--check]
                               passed, failed, untested, stale … per feature and platform
          coverage [PATH...] [--level A|AA|AAA] [--check]
                               checks per WCAG 2.2 criterion and product part, and the gaps
          decide --criterion N --part P --level L --reason TEXT --auditor NAME
                               record an auditor's decision about a WCAG criterion, with its reason
          init-report          add a blank "report" section (vendor, product, scope, terms) to stepwise.json
          help                 show this help
          --version            print the version

        Run 'stepwise COMMAND --help' for a command's options.
        """

    /// Runs the tool with `arguments` (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], output: CommandOutput, input: CommandInput = .standard) -> Int32 {
        guard let command = arguments.first else {
            output.errorLine(usage)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "check": return CheckCommand.run(rest, output: output)
        case "run": return RunCommand.run(rest, output: output, input: input)
        case "gherkin": return GherkinCommand.run(rest, output: output)
        case "import": return ImportCommand.run(rest, output: output, input: input)
        case "plan": return PlanCommand.run(rest, output: output)
        case "steps": return StepsCommand.run(rest, output: output)
        case "verify": return VerifyCommand.run(rest, output: output)
        case "signoff": return SignOffCommand.run(rest, output: output)
        case "sign": return SignCommand.run(rest, output: output)
        case "export": return ExportCommand.run(rest, output: output)
        case "results": return ResultsCommand.run(rest, output: output)
        case "status": return StatusCommand.run(rest, output: output)
        case "decide": return DecideCommand.run(rest, output: output)
        case "coverage": return CoverageCommand.run(rest, output: output)
        case "init-report": return InitReportCommand.run(rest, output: output)
        case "help", "-h", "--help":
            output.line(usage)
            return ExitStatus.success
        case "--version", "version":
            output.line("stepwise \(version)")
            return ExitStatus.success
        default:
            output.errorLine("stepwise: error: unknown command '\(command)'\n\n\(usage)")
            return ExitStatus.usage
        }
    }
}
