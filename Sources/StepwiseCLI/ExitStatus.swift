/// Exit statuses every command shares.
enum ExitStatus {
    static let success: Int32 = 0
    /// The input has problems (parse errors, failed checks).
    static let problems: Int32 = 1
    /// The command could not run as asked.
    static let usage: Int32 = 2
}
