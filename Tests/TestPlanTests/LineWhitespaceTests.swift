import Foundation
import Testing

@testable import TestPlan

/// A library's lines are trimmed without Foundation, which bridged each one to an `NSString`;
/// the result must be Foundation's all the same.
@Suite("A library line's whitespace")
struct LineWhitespaceTests {
    @Test("is Foundation's whitespace, scalar for scalar")
    func sameScalars() {
        for value in 0...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(LineWhitespace.contains(scalar) == CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test(
        "is trimmed as Foundation trims it",
        arguments: [
            "", " ", "\t \u{3000}", "abc", "  abc  ", " \u{301}ab ", "ab \u{301}", "\u{200B}ab\u{85}", "ab\r", "\u{A0}x\u{2009}y\u{202F}",
        ])
    func sameTrimming(line: String) {
        #expect(LineWhitespace.trimmed(line) == line.trimmingCharacters(in: .whitespaces))
        #expect(LineWhitespace.isBlank(line) == line.trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
