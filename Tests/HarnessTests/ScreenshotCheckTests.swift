import Foundation
import Testing

@testable import Harness

/// The screenshot check: a PNG by its signature, and not empty.
@Suite("c: the command, and the captured image checked")
struct ScreenshotCheckTests {
    @Test("c and capture take a screenshot, in any case; nothing may follow")
    func captureCommand() {
        #expect(TesterCommand.parse("c") == .success(.capture))
        #expect(TesterCommand.parse("Capture") == .success(.capture))
        #expect(TesterCommand.parse("c now") == .failure(CommandProblem("'c' takes nothing after it; to attach a file, use e PATH")))
    }

    static let tinyPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

    @Test("a PNG passes; nothing, an error text, or the signature alone is refused")
    func check() throws {
        #expect(try Screenshot.checked(Self.tinyPNG, source: "X").get().png == Self.tinyPNG)
        func refusal(_ data: Data) -> String? {
            if case .failure(let problem) = Screenshot.checked(data, source: "Android device A") { return problem.message }
            return nil
        }
        #expect(refusal(Data()) == "No screenshot: Android device A gave an empty image; nothing attached.")
        #expect(refusal(Data("error: closed\n".utf8)) == "No screenshot: what Android device A gave is not a PNG image (14 bytes); nothing attached.")
        #expect(refusal(Data(Screenshot.signature)) != nil)
    }
}
