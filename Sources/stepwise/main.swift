import Foundation
import StepwiseCLI

let output = CommandOutput.standard()
let status = Stepwise.run(Array(CommandLine.arguments.dropFirst()), output: output)
output.flush()
exit(status)
