import Foundation

// stepwise-bench: the parser benchmark and robustness check. Not a test — its figures depend on
// the machine — so it is a separate product that scripts/bench-parser builds in release mode.

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "corpus": status = CorpusBenchmark.run(Array(arguments.dropFirst()))
case "linear": status = LinearityBenchmark.run(Array(arguments.dropFirst()))
case "guidance": status = GuidanceBenchmark.run(Array(arguments.dropFirst()))
case "fuzz": status = Fuzzer.run(Array(arguments.dropFirst()))
case "import": status = ImportBenchmark.run(Array(arguments.dropFirst()))
case "plan": status = PlanBenchmark.run(Array(arguments.dropFirst()))
case "sha256": status = HashBenchmark.run(Array(arguments.dropFirst()))
case "ledger": status = LedgerBenchmark.run(Array(arguments.dropFirst()))
case "export": status = ExportBenchmark.run(Array(arguments.dropFirst()))
case "scale": status = ScaleBenchmark.run(Array(arguments.dropFirst()))
case "steps": status = StepCostBenchmark.run(Array(arguments.dropFirst()))
case "feature": status = FeatureBenchmark.run(Array(arguments.dropFirst()))
case "help", "-h", "--help":
    print(Usage.text)
    status = 0
default:
    status = Usage.fail(arguments.first.map { "unknown mode '\($0)'" } ?? "which mode?")
}
exit(status)
