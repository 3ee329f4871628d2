import Foundation

/// A screenshot of the device under test, taken for `c`, with what took it.
public struct Screenshot: Sendable {
    /// The PNG file's bytes, checked to be one.
    public let png: Data
    /// What took it, as the tester would say it: `Android device emulator-5554`.
    public let source: String

    /// PNG's eight-byte signature: a tool that failed without saying so prints nothing, an
    /// error text or half an image, none of which is evidence.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes as a screenshot, or why they are not one.
    public static func checked(_ data: Data, source: String) -> Result<Screenshot, CommandProblem> {
        guard !data.isEmpty else {
            return .failure(CommandProblem("No screenshot: \(source) gave an empty image; nothing attached."))
        }
        guard data.count > signature.count, data.prefix(signature.count).elementsEqual(signature) else {
            return .failure(CommandProblem("No screenshot: what \(source) gave is not a PNG image (\(data.count) bytes); nothing attached."))
        }
        return .success(Screenshot(png: data, source: source))
    }
}

/// Takes a screenshot on a platform (`android`, `ios`, `desktop`, `mobile-web`, or `` for
/// any): running the tools is the command line's business, so the session only asks.
public typealias ScreenCapture = @Sendable (_ platform: String) -> Result<Screenshot, CommandProblem>
