import Foundation
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// The command line's own help, as a newcomer meets it: a mistyped command names the one
/// meant, `help COMMAND` is that command's help, the general help lists every command and
/// export format, and each command's help lists every option it takes.
@Suite("Command-line help")
struct CommandLineHelpTests {
    @Test(
        "a mistyped command is answered with the command meant, exit 2",
        arguments: [
            ("stauts", "status"), ("exprot", "export"), ("verfy", "verify"), ("singoff", "signoff"), ("STATUS", "status"),
            ("stat", "status"), ("cov", "coverage"), ("init-reprot", "init-report"), ("--verison", "--version"),
        ])
    func didYouMean(_ typed: String, _ meant: String) {
        let result = run([typed, "features"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("stepwise: error: unknown command '\(typed)'; did you mean '\(meant)'?\n"), "\(result.err)")
        #expect(result.err.contains("help' for every command."), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test("a word near no command, or near two alike, gets the general help instead of a guess")
    func noGuess() {
        for typed in ["xyzzy", "features/toggle.feature", "st", "ship"] {
            let result = run([typed])
            #expect(result.status == 2, "\(typed)")
            #expect(result.err.hasPrefix("stepwise: error: unknown command '\(typed)'\n\nusage: stepwise COMMAND"), "\(typed): \(result.err)")
            #expect(!result.err.contains("did you mean"), "\(typed): \(result.err)")
        }
    }

    @Test("help COMMAND prints exactly what COMMAND --help prints, for every command")
    func helpCommand() {
        for command in Stepwise.commands.map(\.name) {
            let viaHelp = run(["help", command])
            let viaOption = run([command, "--help"])
            #expect(viaHelp.status == 0, "help \(command)")
            #expect(viaHelp.out == viaOption.out, "help \(command)")
            #expect(viaHelp.out.hasPrefix("usage: stepwise \(command)"), "help \(command): \(viaHelp.out)")
        }
        let export = run(["help", "export"])
        #expect(export.out.contains("--format FORMAT") && export.out.contains("junit, cucumber-json"))
        #expect(!export.out.contains("commands:"), "help export printed the general help")
    }

    @Test("help with an unknown command suggests the one meant; help alone, -h and --help are the general help")
    func helpUnknown() {
        let mistyped = run(["help", "exprot"])
        #expect(mistyped.status == 2)
        #expect(mistyped.err.hasPrefix("stepwise help: error: unknown command 'exprot'; did you mean 'export'?"), "\(mistyped.err)")
        let unknown = run(["help", "xyzzy"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("unknown command 'xyzzy'") && unknown.err.contains("commands:"))
        let general = run(["help"])
        #expect(general.status == 0 && general.out.contains("commands:"))
        #expect(run(["-h"]).out == general.out)
        #expect(run(["--help"]).out == general.out)
        #expect(run(["help", "export", "status"]).status == 2)
    }

    /// The names the general help lists: the first word of each line indented by two spaces
    /// under `commands:`.
    private func listedCommands(_ help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "commands:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("the general help lists every command the tool runs, and each listed command runs")
    func everyCommandListed() {
        let help = run(["help"]).out
        let listed = listedCommands(help)
        #expect(Set(listed) == Set(Stepwise.commands.map(\.name) + ["help", "--version"]), "\(listed)")
        #expect(listed.count == Set(listed).count, "a command is listed twice: \(listed)")
        for name in [
            "run", "check", "gherkin", "import", "plan", "steps", "export", "verify", "sign", "signoff", "results",
            "status", "coverage", "decide", "init-report",
        ] {
            #expect(listed.contains(name), "\(name) is not in the general help")
        }
        for name in listed where name != "help" && name != "--version" {
            let result = run([name, "--help"])
            #expect(result.status == 0 && result.out.hasPrefix("usage: stepwise \(name)"), "\(name) is listed but does not run: \(result.err)")
        }
        #expect(run(["--version"]).out == "stepwise \(Stepwise.version)\n")
    }

    @Test("the general help names every export format, each with what it is, ACR, OpenACR and EARL among them")
    func everyFormatListed() throws {
        let lines = run(["help"]).out.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("FORMAT is one of:") })
        let entries = lines[(start + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: 25)) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let formats = entries.compactMap { $0.split(separator: ":", maxSplits: 1).first.map(String.init) }
        #expect(formats == ExportCommand.formats, "\(entries)")
        for entry in entries {
            let words = entry.split(separator: ":", maxSplits: 1)
            #expect(words.count == 2 && !words[1].trimmingCharacters(in: .whitespaces).isEmpty, "no words for '\(entry)'")
        }
        for name in ["acr", "acr-markdown", "openacr", "earl"] { #expect(formats.contains(name)) }
        let text = lines.joined(separator: "\n")
        for words in ["OpenACR", "EARL", "Accessibility Conformance Report", "VPAT 2.5", "JUnit XML"] {
            #expect(text.contains(words), "\(words)")
        }
    }

    // MARK: - Every option a parser accepts is in its command's help

    /// A value that each option accepts, for the parser to be asked about it.
    static func sampleArguments(_ option: CommandOption) -> [String] {
        switch option.arity {
        case .flag: [option.name]
        case .value, .optionalValue, .values: [option.name, "x"]
        }
    }

    /// Whether `text` has `option` as a whole word (`--xray` is not in `--xray-users`).
    private func mentions(_ text: String, _ option: String) -> Bool {
        text.range(of: "(?<![A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: option) + "(?![A-Za-z0-9-])", options: .regularExpression) != nil
    }

    @Test("each command's help lists every option its table holds, and its parser accepts exactly those")
    func everyAcceptedOptionInHelp() {
        for command in Stepwise.commands {
            let table = command.table
            let help = run([command.name, "--help"]).out
            #expect(help == table.usage + "\n", "\(command.name)'s help is not its table's")
            for option in table.options {
                #expect(mentions(help, option.name), "stepwise \(command.name) accepts \(option.name), but its help does not list it")
                if case .failure(let error) = table.parse(Self.sampleArguments(option)) {
                    Issue.record("stepwise \(command.name) refuses its own \(option.name): \(error.message)")
                }
            }
            // An option of another command is refused, with the nearest of its own when one is near.
            let refused = table.parse(["--no-such-option"])
            #expect((try? refused.get()) == nil, "\(command.name) took an unknown option")
        }
        func names(_ command: String) -> Set<String> { Set(Stepwise.commands.first { $0.name == command }!.table.options.map(\.name)) }
        #expect(names("run").isSuperset(of: ["--wcag", "--tester", "--resume", "--sign-with", "--tags", "--page"]))
        #expect(names("export").isSuperset(of: ["--xray-users", "--catalog", "--with-evidence", "--tags"]))
        #expect(names("check").isEmpty && names("init-report").isEmpty)
        // The shared selection is offered only where a command does something with it.
        #expect(!names("run").contains("--xray") && !names("run").contains("--format") && !names("signoff").contains("--undefined"))
        #expect(names("plan").contains("--format") && names("steps").contains("--undefined"))
    }

    @Test("one rule for values: a value that looks like an option is refused unless attached with =; -- ends the options")
    func oneRuleForValues() throws {
        let table = RunCommand.table
        let forgotten = table.parse(["features", "--tester", "--device", "Pixel"])
        #expect((try? forgotten.get()) == nil)
        if case .failure(let error) = forgotten { #expect(error.message.hasPrefix("stepwise run: error: --tester needs a value (NAME)")) }
        let attached = try table.parse(["features", "--tester=--odd-name", "--", "-dashed.feature"]).get()
        #expect(attached.value("--tester") == "--odd-name" && attached.operands == ["features", "-dashed.feature"])
        // The same rule in every command: export used to take any next word as a value.
        #expect((try? ExportCommand.table.parse(["--format", "--out", "x"]).get()) == nil)
        let typo = run(["export", "--fromat", "csv", "features"])
        #expect(typo.status == 2 && typo.err.contains("unknown option '--fromat'; did you mean '--format'?"), "\(typo.err)")
    }

    @Test("run's help lists the selection options plan's does, --wcag and --part among them")
    func runTakesPlanSelection() {
        let runHelp = run(["help", "run"]).out
        for option in ["--steps", "--tags", "--name", "--platform", "--wcag", "--part"] {
            #expect(mentions(runHelp, option), "\(option)")
            #expect(mentions(run(["help", "plan"]).out, option), "\(option)")
        }
        // And run really takes --wcag: an unknown criterion is refused as a criterion, not as an option.
        let refused = run(["run", "features", "--wcag", "9.9.9"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("--wcag takes a WCAG 2.2 success criterion's number"), "\(refused.err)")
    }
}
