/// What the readers throw inside: the problem, and the byte offset where it lies when one is
/// known. `AutomatedResultsReader` turns it into an `AutomatedReadError` with the file's name
/// and the line and column.
struct ReadFailure: Error {
    let problem: AutomatedReadError.Problem
    let offset: Int?

    init(_ problem: AutomatedReadError.Problem, offset: Int? = nil) {
        self.problem = problem
        self.offset = offset
    }
}
