import Foundation
@testable import StepwiseCLI
@testable import Workflows
import Testing

/// The command line's own help, as a newcomer meets it: a mistyped command names the one
/// meant, `help COMMAND` is that command's help, the general help lists every command and
/// export format, and each command's help lists every option it takes.
@Suite("Command-line help")
struct CommandLineHelpTests {
    @Test("a mistyped command is answered with the command meant, exit 2", arguments: [
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
        #expect(export.out.contains("--format junit|cucumber-json"))
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
        for name in ["run", "check", "gherkin", "import", "plan", "steps", "export", "verify", "sign", "signoff", "results",
            "status", "coverage", "decide", "init-report"]
        {
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

    /// Every `--option` the command-line sources spell out: the candidates each command's parser
    /// is asked about.
    static let optionsInSources: [String] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        // The terminal's commands, and the workflows whose options they share (plan selection).
        let files = ["StepwiseCLI", "Workflows"].flatMap { target in
            let folder = sources.appendingPathComponent(target).path
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        var found = Set<String>()
        let pattern = try! NSRegularExpression(pattern: #""(--[a-z][a-z0-9-]*)""#)
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
            }
        }
        return found.sorted()
    }()

    /// Arguments a command needs before it looks at the rest: `export` checks its format and
    /// `signoff` its signer first.
    static let probeBase: [String: [String]] = [
        "export": ["--format", "csv"], "signoff": ["--signer", "a", "--role", "b", "--meaning", "c"],
    ]

    /// Whether `text` has `option` as a whole word (`--xray` is not in `--xray-users`).
    private func mentions(_ text: String, _ option: String) -> Bool {
        text.range(of: "(?<![A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: option) + "(?![A-Za-z0-9-])", options: .regularExpression) != nil
    }

    @Test("each command's help lists every option its parser accepts (run's --wcag among them)")
    func everyAcceptedOptionInHelp() throws {
        let candidates = Self.optionsInSources.filter { $0 != "--help" }
        #expect(candidates.count >= 40, "the options were not found in the sources: \(candidates)")
        #expect(candidates.contains("--wcag") && candidates.contains("--xray-users"))
        let bogus = "--no-such-option"
        // Each command is asked about every candidate in one shell, in an empty folder: whatever
        // an option is taken to mean, it finds nothing to read or write.
        let folder = try TemporaryFolder()
        var probes: [(command: String, option: String)] = []
        var script = ""
        for command in Stepwise.commands.map(\.name) {
            for option in [bogus] + candidates {
                probes.append((command, option))
                let arguments = [command] + (Self.probeBase[command] ?? []) + [option]
                script += "echo '@@@ \(probes.count - 1)'; \"$SW\" \(arguments.joined(separator: " ")) </dev/null 2>&1\n"
            }
        }
        try folder.write("probe.sh", script + "exit 0\n")
        var environment = ProcessInfo.processInfo.environment
        environment["SW"] = try BuiltBinary.stepwise()
        environment["STEPWISE_RESULTS"] = nil
        environment["HOME"] = folder.path
        environment["NO_COLOR"] = "1"
        let shell = try ChildProcess("/bin/sh", ["probe.sh"], environment: environment, directory: folder.path)
        shell.closeInput()
        #expect(shell.waitForExit(timeout: 300) == 0)
        var answers: [Int: String] = [:]
        for chunk in shell.output.components(separatedBy: "@@@ ").dropFirst() {
            let number = chunk.prefix { $0.isNumber }
            if let index = Int(number) { answers[index] = String(chunk.dropFirst(number.count)) }
        }
        #expect(answers.count == probes.count, "\(answers.count) of \(probes.count) probes answered")

        var refusal: [String: String] = [:]
        var accepted: [String: Set<String>] = [:]
        for (index, probe) in probes.enumerated() where probe.option == bogus {
            // How this command refuses an option it does not know, with the option's name in it.
            refusal[probe.command] = answers[index]?.components(separatedBy: "\n").first { $0.contains("'\(bogus)'") }
            #expect(refusal[probe.command] != nil, "\(probe.command) does not refuse an unknown option: \(answers[index] ?? "")")
        }
        for (index, probe) in probes.enumerated() where probe.option != bogus {
            guard let template = refusal[probe.command], let answer = answers[index] else { continue }
            let refused = answer.contains(template.replacingOccurrences(of: "'\(bogus)'", with: "'\(probe.option)'"))
            if refused { continue }
            accepted[probe.command, default: []].insert(probe.option)
            let help = run([probe.command, "--help"]).out
            #expect(mentions(help, probe.option), "stepwise \(probe.command) accepts \(probe.option), but its help does not list it")
        }
        // The probes tell an accepted option from a refused one.
        #expect(accepted["run"]?.isSuperset(of: ["--wcag", "--tester", "--resume", "--sign-with", "--tags"]) == true, "\(accepted["run"] ?? [])")
        #expect(accepted["export"]?.isSuperset(of: ["--xray-users", "--catalog", "--with-evidence", "--tags"]) == true, "\(accepted["export"] ?? [])")
        #expect(accepted["check"] == nil && accepted["init-report"] == nil, "\(accepted)")
        #expect(accepted["run"]?.contains("--xray") == false)
        // The shared selection parser refuses what a command would ignore.
        #expect(accepted["run"]?.contains("--format") == false && accepted["signoff"]?.contains("--undefined") == false)
        #expect(accepted["plan"]?.contains("--format") == true && accepted["steps"]?.contains("--undefined") == true)
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
