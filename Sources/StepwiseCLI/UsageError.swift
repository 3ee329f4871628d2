/// A command line that cannot be carried out: unknown option, missing path, unreadable or
/// non-text file. Reported as one line on standard error, exit status 2.
struct UsageError: Error {
    let message: String
    /// The option whose value is wrong (`--tags`), when one is: a form shows the problem on
    /// its field by this, never by reading the message's words.
    let option: String?
    init(_ message: String, option: String? = nil) {
        self.message = message
        self.option = option
    }
}

/// Exit statuses every command shares.
enum ExitStatus {
    static let success: Int32 = 0
    /// The input has problems (parse errors, failed checks).
    static let problems: Int32 = 1
    /// The command could not run as asked.
    static let usage: Int32 = 2
}
