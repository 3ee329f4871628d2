import Foundation

/// The help text, and how a bad command line is reported.
enum Usage {
    static let text = """
        usage: stepwise-bench MODE [OPTIONS]

        modes:
          corpus DIR [--repeat N]     time parse + pickle compile over every .feature(.md) under DIR,
                                      in memory, best of N passes (default 5); prints MB/s, pickles/s
                                      and peak memory
          linear [--max-mb N] [--budget S] [--only SHAPE]
                                      time synthetic inputs of growing size (a long step line, table
                                      row, doc string, description, a whole feature file up to N MB,
                                      default 100) and show that time per MB stays flat; a shape
                                      predicted to take over S seconds (default 60) at the next size
                                      stops there
          guidance [--max-kb N]       time turning step guidance into spoken lines, ordinary and
                                      hostile (a quote nested on one line, links nested in links,
                                      openings never closed), at N/10 and N KB (default 1,000), and
                                      show that time per MB stays flat; exits 1 when a shape does not
          fuzz [--seconds S] [--seed N] [--testdata DIR] [--timeout T] [--out DIR]
                                      feed random, truncated, mutated and spliced inputs to the parser
                                      for S seconds (default 60); exits non-zero on a hang (an input
                                      taking over T seconds, default 2) or an input that yields
                                      neither a document nor errors; saves the input under DIR
          import DIR...               time importing every criteria document under the folders
                                      (MagentaA11y Markdown, copied text, Jekyll entries), best of 5
          plan DIR [--definitions N]  plan every feature under DIR against a library of N step
                                      definitions (default 200) made from the corpus's step shapes
          scale [--scenarios N] [--stepwise PATH] [--feature FILE]
                                      run the stepwise executable beside this one on a generated
                                      feature of N scenarios (default 100,000), once in steps the
                                      bundled library defines and once in steps it does not:
                                      check, gherkin and plan --format json, with time and peak
                                      memory, and PASS or MISS for plan within 3× check's time,
                                      each peak memory within 4× the file, and the undefined
                                      steps' plan within 2× the defined ones'; --feature measures
                                      that file instead; exits 1 when a goal is missed
          steps [--scenarios N]       plan N scenarios (default 20,000) of defined steps and of
                                      undefined ones, every text new, in memory against the
                                      bundled library: time a scenario of each, and PASS or MISS
                                      for undefined within 2× defined
          feature [FEATURE] [--stepwise PATH]
                                      time the stepwise executable planning one bundled feature
                                      (default features/web/component/button.feature) from the
                                      repository's root and from another folder, best of 5, and
                                      PASS or MISS for each within 0.1 s
          ledger [--records N] [--appends M] [--folder DIR]
                                      time M appends with fsync (default 2,000; 0 skips them), then
                                      build a ledger of N records (default 1,000,000) and time
                                      replaying it (SessionLedger + ResultsReplay, goal under 2 s)
                                      and verifying it (goal within 1.5× of sha256sum over the same
                                      file), best of 5; exits 1 when a goal is missed. The files go
                                      to a temporary folder, or to DIR, where they are kept and a
                                      ledger of the same N is reused
          fuzz --seed N --replay I [--testdata DIR] [--out DIR]
                                      write iteration I's input of seed N to a file and parse it, to
                                      reproduce a finding (give the same --testdata as the run)
        """

    /// A message for the person at the terminal, as an error value.
    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// Says what went wrong and how to ask for help; returns the usage exit status.
    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("stepwise-bench: error: \(message)\nRun 'stepwise-bench help' for usage.\n".utf8))
        return 2
    }
}
