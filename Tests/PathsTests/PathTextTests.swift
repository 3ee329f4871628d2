import Paths
import Testing

@Suite("Path text")
struct PathTextTests {
    @Test(
        "parents as POSIX dirname gives them, one-character names included",
        arguments: [
            ("R", "."), (".", "."), ("x.feature", "."), ("f/link.feature", "f"), ("R/", "."), ("/", "/"), ("/x", "/"),
            ("/abs/features/", "/abs"), ("a//b", "a"), ("../features", ".."), ("./x", "."), ("", "."), ("a b/c d", "a b"),
        ])
    func parent(_ path: String, _ expected: String) {
        #expect(PathText.parent(path) == expected)
    }

    @Test(
        "last components, stems and extensions",
        arguments: [
            ("R", "R", "R", ""), ("results/s1.jsonl", "s1.jsonl", "s1", "jsonl"), ("R/", "R", "R", ""), ("/", "/", "/", ""),
            (".hidden", ".hidden", ".hidden", ""), ("e/shot.PNG", "shot.PNG", "shot", "PNG"), ("x.", "x.", "x", ""),
        ])
    func components(_ path: String, _ last: String, _ stem: String, _ ext: String) {
        #expect(PathText.lastComponent(path) == last)
        #expect(PathText.stem(path) == stem)
        #expect(PathText.pathExtension(path) == ext)
    }

    @Test("joining keeps one slash and leaves absolute names alone")
    func join() {
        #expect(PathText.join("R", "s1.jsonl") == "R/s1.jsonl")
        #expect(PathText.join("R/", "x") == "R/x")
        #expect(PathText.join("", "x") == "x")
        #expect(PathText.join("R", "/abs") == "/abs")
    }
}
