import Foundation
import Gherkin
import TestPlan
import Workflows

/// `plan` for criteria of any size: each file is parsed and planned a scenario at a time, and
/// each planned scenario written out as soon as it is made, so neither the files' documents
/// nor the plan are ever held whole.
///
/// What comes first in either format is known only at the end (the JSON's keys are sorted, so
/// the ambiguous steps lead; the text opens with the counts), so the scenarios are written to
/// an unnamed temporary file first, then copied out after it. The bytes are those of
/// `PlanJSON.render` and of `PlanText.lines`.
enum StreamedPlan {
    /// How planned scenarios are written as they come, and what goes before and after them.
    protocol Format {
        mutating func write(_ scenarios: [PlannedScenario], to out: inout [UInt8])
        /// What is still waiting once every scenario is in.
        mutating func finish(to out: inout [UInt8])
        func head(_ plan: TestPlan) -> [UInt8]
        /// What follows the scenarios, written to `output` in pieces, the undefined steps taken
        /// one at a time from `builder` (`plan` has none).
        func tail(_ plan: TestPlan, undefined builder: PlanBuilder, to output: CommandOutput)
    }

    /// Bytes gathered and written about 64 KiB at a time.
    private struct Pieces {
        var bytes: [UInt8] = []
        let output: CommandOutput

        mutating func flushIfFull() {
            if bytes.count >= 1 << 16 { flush() }
        }

        mutating func flush() {
            if !bytes.isEmpty { output.write(bytes) }
            bytes.removeAll(keepingCapacity: true)
        }
    }

    struct JSON: Format {
        private var first = true
        private var definitions = PlanJSON.DefinitionFragments()

        mutating func write(_ scenarios: [PlannedScenario], to out: inout [UInt8]) {
            for scenario in scenarios {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                PlanJSON.scenario(scenario, to: &out, definitions: &definitions)
            }
        }

        mutating func finish(to out: inout [UInt8]) {}

        func head(_ plan: TestPlan) -> [UInt8] {
            var head: [UInt8] = []
            head.appendASCII("{\"ambiguous\":")
            JSONValue.array(plan.ambiguous.map(PlanJSON.unguided)).write(to: &head)
            head.appendASCII(",\"scenarios\":[")
            return head
        }

        func tail(_ plan: TestPlan, undefined builder: PlanBuilder, to output: CommandOutput) {
            var tail = Pieces(output: output)
            tail.bytes.appendASCII("],\"undefined\":[")
            var first = true
            builder.forEachUndefined { step in
                if !first { tail.bytes.append(UInt8(ascii: ",")) }
                first = false
                PlanJSON.unguided(step, to: &tail.bytes)
                tail.flushIfFull()
            }
            tail.bytes.appendASCII("]}\n")
            tail.flush()
        }
    }

    /// The text, each line made safe for a terminal as `shownLine` makes it.
    struct Text: Format {
        let stepsFolder: String?
        private var writer = PlanText.Writer()

        init(stepsFolder: String?) {
            self.stepsFolder = stepsFolder
        }

        mutating func write(_ scenarios: [PlannedScenario], to out: inout [UInt8]) {
            writer.add(scenarios) { Self.append($0, to: &out) }
        }

        mutating func finish(to out: inout [UInt8]) {
            writer.finish { Self.append($0, to: &out) }
        }

        func head(_ plan: TestPlan) -> [UInt8] {
            var head: [UInt8] = []
            Self.append(writer.header, to: &head)
            return head
        }

        func tail(_ plan: TestPlan, undefined builder: PlanBuilder, to output: CommandOutput) {
            var tail = Pieces(output: output)
            for line in writer.guidance(stepsFolder: stepsFolder) + PlanText.undefinedHeading(count: builder.undefinedCount) {
                Self.append(line, to: &tail.bytes)
            }
            builder.forEachUndefined { step in
                for line in PlanText.lines(undefined: step) { Self.append(line, to: &tail.bytes) }
                tail.flushIfFull()
            }
            for line in PlanText.ambiguous(plan) { Self.append(line, to: &tail.bytes) }
            tail.flush()
        }

        private static func append(_ line: String, to out: inout [UInt8]) {
            out.append(contentsOf: TerminalText.line(line).utf8)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// Writes the plan in `format` and returns its ambiguous steps (`scenarios` and
    /// `undefined` empty), with `file:line:column: error:` for each file that does not parse.
    ///
    /// A file is planned as it is parsed, in one pass; when it turns out not to parse, what was
    /// planned from it is taken back (the builder's `rollBack` to its `mark` before the file,
    /// the format as it was, the written bytes cut back to where the file's began), so it is
    /// left out of the plan as it always was.
    static func write<F: Format>(_ inputs: PlanInputs, as format: F, output: CommandOutput) throws -> (plan: TestPlan, diagnostics: [String]) {
        var format = format
        let spool = try Spool()
        var builder = PlanBuilder(library: inputs.library, selection: inputs.selection)
        var pending: [UInt8] = []
        // Spooled a mebibyte at a time: a large plan's JSON is hundreds of them.
        pending.reserveCapacity(1 << 21)
        var written: Error?
        var diagnostics: [String] = []
        for source in inputs.deferred {
            let ids = IdGenerator()
            let compiler = PickleCompiler(ids: ids)
            var continuing = false
            builder.mark()
            let before = (format: format, at: spool.size + pending.count)
            let parsed = GherkinParser.parse(source.text, uri: source.uri, syntax: source.syntax, ids: ids) { chunk in
                let pickles = compiler.compile(chunk, uri: source.identity)
                builder.add(PlanSource(uri: source.identity, document: chunk, pickles: pickles), continuing: continuing)
                continuing = true
                format.write(builder.take(), to: &pending)
                if pending.count >= 1 << 20, written == nil {
                    do { try spool.write(pending) } catch { written = error }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            if case .failure(let failure) = parsed {
                diagnostics += failure.errors.map { "\(source.uri):\($0.location.line):\($0.location.column ?? 1): error: \($0.message)" }
                builder.rollBack()
                format = before.format
                if before.at >= spool.size {
                    pending.removeLast(pending.count - (before.at - spool.size))
                } else {
                    try spool.truncate(to: before.at)
                    pending.removeAll(keepingCapacity: true)
                }
            }
        }
        format.finish(to: &pending)
        if let written { throw written }
        try spool.write(pending)
        // The undefined steps are written from the builder one at a time, never all made at once.
        let plan = builder.finish(listingUndefined: false)
        output.write(format.head(plan))
        if !output.copyFile(spool.descriptor, length: spool.size) { try spool.copy { output.write($0) } }
        format.tail(plan, undefined: builder, to: output)
        return (plan, diagnostics)
    }

    /// A temporary file with no name: removed as soon as it is opened, so nothing is left
    /// behind whatever happens to the process.
    final class Spool {
        let descriptor: Int32
        /// Bytes written so far.
        private(set) var size = 0

        init() throws {
            var template = Array((NSTemporaryDirectory() + "/stepwise-plan-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw SpoolError("cannot make a temporary file: \(String(cString: strerror(errno)))") }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        }

        deinit { close(descriptor) }

        func write(_ bytes: [UInt8]) throws {
            if let code = CommandOutput.writeAll(bytes, to: descriptor) {
                throw SpoolError("cannot write the temporary file: \(String(cString: strerror(code)))")
            }
            size += bytes.count
        }

        /// Keeps the first `count` bytes; later writes follow them.
        func truncate(to count: Int) throws {
            guard ftruncate(descriptor, off_t(count)) == 0, lseek(descriptor, off_t(count), SEEK_SET) == off_t(count) else {
                throw SpoolError("cannot cut the temporary file back: \(String(cString: strerror(errno)))")
            }
            size = count
        }

        /// Everything written, from the start, in pieces.
        func copy(_ piece: ([UInt8]) -> Void) throws {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw SpoolError("cannot read the temporary file back") }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { throw SpoolError("cannot read the temporary file back: \(String(cString: strerror(errno)))") }
                if count == 0 { return }
                piece(Array(buffer[0..<count]))
            }
        }
    }

    struct SpoolError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
