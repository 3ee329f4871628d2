import Foundation

/// A whole-text pattern compiled the first time a step is put to it, then kept.
///
/// A step library's Cucumber Expressions are read and checked when it is loaded, but most are
/// never run: planning one feature puts its steps to a handful of the library's hundreds of
/// expressions, the rest turned away by their plain text (`RequiredText`) or never offered at
/// all (`StepIndex`). Compiling every one with ICU on loading was a tenth of planning one
/// feature. Locked, since a library is shared by whatever plans with it.
final class PatternOnFirstMatch: @unchecked Sendable {
    private let source: String
    private let lock = NSLock()
    private var compiled: WholeTextPattern?

    /// A pattern compiled on first use. `source` must compile: it is a Cucumber Expression's
    /// translation, made only of escaped text and the built-in parameter types' patterns.
    init(deferring source: String) {
        self.source = source
    }

    /// A pattern already compiled.
    init(_ compiled: WholeTextPattern) {
        self.source = compiled.pattern
        self.compiled = compiled
    }

    var pattern: WholeTextPattern {
        lock.lock()
        defer { lock.unlock() }
        if let compiled { return compiled }
        do {
            let made = try WholeTextPattern(source)
            compiled = made
            return made
        } catch {
            preconditionFailure("a Cucumber Expression's regular expression does not compile: \(source)")
        }
    }
}
