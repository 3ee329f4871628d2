import Foundation
import Gherkin
import TestPlan

/// `plan --format json` for criteria of any size: each file is parsed and planned a scenario
/// at a time, and each planned scenario's JSON written out as soon as it is made, so neither
/// the files' documents nor the plan are ever held whole.
///
/// The document's keys are sorted (`ambiguous`, `scenarios`, `undefined`), and the ambiguous
/// steps are known only at the end: the scenarios are written to an unnamed temporary file
/// first, then copied out between the two lists. The bytes are those of `PlanJSON.render`.
enum StreamedPlan {
    /// Writes the plan's JSON and returns its undefined and ambiguous steps (`scenarios` empty),
    /// with `file:line:column: error:` for each file that does not parse.
    ///
    /// A file is planned as it is parsed, in one pass; when it turns out not to parse, what was
    /// planned from it is taken back (the builder as it was before the file, the written JSON
    /// cut back to where the file's began), so it is left out of the plan as it always was.
    static func writeJSON(_ inputs: PlanInputs, output: CommandOutput) throws -> (plan: TestPlan, diagnostics: [String]) {
        let spool = try Spool()
        var builder = PlanBuilder(library: inputs.library, selection: inputs.selection)
        var pending: [UInt8] = []
        pending.reserveCapacity(1 << 17)
        var first = true
        var written: Error?
        var diagnostics: [String] = []
        for source in inputs.deferred {
            let ids = IdGenerator()
            let compiler = PickleCompiler(ids: ids)
            var continuing = false
            let before = (builder: builder, first: first, at: spool.size + pending.count)
            let parsed = GherkinParser.parse(source.text, uri: source.uri, syntax: source.syntax, ids: ids) { chunk in
                let pickles = compiler.compile(chunk, uri: source.identity)
                builder.add(PlanSource(uri: source.identity, document: chunk, pickles: pickles), continuing: continuing)
                continuing = true
                for scenario in builder.take() {
                    if !first { pending.append(UInt8(ascii: ",")) }
                    first = false
                    PlanJSON.scenario(scenario, to: &pending)
                }
                if pending.count >= 1 << 16, written == nil {
                    do { try spool.write(pending) } catch { written = error }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            if case .failure(let failure) = parsed {
                diagnostics += failure.errors.map { "\(source.uri):\($0.location.line):\($0.location.column ?? 1): error: \($0.message)" }
                builder = before.builder
                first = before.first
                if before.at >= spool.size {
                    pending.removeLast(pending.count - (before.at - spool.size))
                } else {
                    try spool.truncate(to: before.at)
                    pending.removeAll(keepingCapacity: true)
                }
            }
        }
        if let written { throw written }
        try spool.write(pending)
        let plan = builder.finish()
        var head: [UInt8] = []
        head.appendASCII("{\"ambiguous\":")
        JSONValue.array(plan.ambiguous.map(PlanJSON.unguided)).write(to: &head)
        head.appendASCII(",\"scenarios\":[")
        output.write(head)
        try spool.copy { output.write($0) }
        var tail: [UInt8] = []
        tail.appendASCII("],\"undefined\":")
        JSONValue.array(plan.undefined.map(PlanJSON.unguided)).write(to: &tail)
        tail.appendASCII("}\n")
        output.write(tail)
        return (plan, diagnostics)
    }

    /// A temporary file with no name: removed as soon as it is opened, so nothing is left
    /// behind whatever happens to the process.
    final class Spool {
        private let descriptor: Int32
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
