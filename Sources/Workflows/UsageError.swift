/// A command line that cannot be carried out: unknown option, missing path, unreadable or
/// non-text file. Reported as one line on standard error, exit status 2.
package struct UsageError: Error {
    package let message: String
    /// The option whose value is wrong (`--tags`), when one is: a form shows the problem on
    /// its field by this, never by reading the message's words.
    package let option: String?
    package init(_ message: String, option: String? = nil) {
        self.message = message
        self.option = option
    }
}
