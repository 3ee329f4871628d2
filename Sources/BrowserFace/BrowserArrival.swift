/// A browser that came in with an entry link, as the terminal tells it: from where, and as
/// which tester when the link was a tester's own.
package struct BrowserArrival: Sendable, Equatable {
    /// The IP address the socket gave.
    package let address: String
    package let tester: String?

    package init(address: String, tester: String? = nil) {
        self.address = address
        self.tester = tester
    }
}
