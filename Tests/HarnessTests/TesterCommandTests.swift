import Testing

@testable import Harness

/// What a tester may type at the step prompt: each key, or the word for it, in any case; a
/// mistyped word is answered with the command it was probably meant to be.
@Suite("Typed commands")
struct TesterCommandTests {
    func parsed(_ line: String) -> TesterCommand? {
        try? TesterCommand.parse(line).get()
    }

    func problem(_ line: String) -> String? {
        if case .failure(let problem) = TesterCommand.parse(line) { return problem.message }
        return nil
    }

    @Test("every key has a word, and both work in any case")
    func words() {
        let pairs: [(String, String, TesterCommand)] = [
            ("p", "pass", .pass), ("f gone", "fail gone", .fail(note: "gone")), ("s later", "skip later", .skip(reason: "later")),
            ("x web only", "na web only", .notApplicable(reason: "web only")), ("b no device", "blocked no device", .block(reason: "no device")),
            ("n heard twice", "note heard twice", .note("heard twice")), ("e shot.png", "evidence shot.png", .evidence(path: "shot.png")),
            ("d JIRA-7", "defect JIRA-7", .defect(id: "JIRA-7")), ("u", "undo", .undo), ("g 3", "goto 3", .goTo(3)), ("l", "list", .list),
            ("r", "repeat", .repeatStep), ("?", "help", .help), ("q", "quit", .quit),
        ]
        for (key, word, command) in pairs {
            #expect(parsed(key) == command, "\(key)")
            #expect(parsed(word) == command, "\(word)")
            // The word in capitals, or capitalised; what follows it is the tester's own text.
            let name = word.prefix { $0 != " " }
            let rest = word.dropFirst(name.count)
            #expect(parsed(name.uppercased() + rest) == command, "\(name.uppercased() + rest)")
            #expect(parsed(name.prefix(1).uppercased() + name.dropFirst() + rest) == command, "\(word) capitalised")
        }
    }

    @Test("one-letter keys in capitals mean the same, except P and S, which pass and skip the rest of the scenario")
    func capitals() {
        #expect(parsed("F gone") == .fail(note: "gone"))
        #expect(parsed("R") == .repeatStep)
        #expect(parsed("Q") == .quit)
        #expect(parsed("P") == .passRest)
        #expect(parsed("S locked") == .skipRest(reason: "locked"))
        #expect(parsed("p") == .pass)
        #expect(parsed("s locked") == .skip(reason: "locked"))
    }

    @Test("a mistyped word gets the command it is nearest to, by edit distance")
    func suggestions() {
        #expect(problem("pas") == "'pas' is not a command; did you mean 'pass'?")
        #expect(problem("fial focus hidden") == "'fial' is not a command; did you mean 'fail'?")
        #expect(problem("Repaet") == "'Repaet' is not a command; did you mean 'repeat'?")
        #expect(problem("evidance shot.png") == "'evidance' is not a command; did you mean 'evidence'?")
        #expect(problem("blokced x") == "'blokced' is not a command; did you mean 'blocked'?")
        #expect(problem("gotoo 2") == "'gotoo' is not a command; did you mean 'goto'?")
    }

    @Test("nothing near, or a single letter: no guess, the way to the list instead")
    func noSuggestion() {
        #expect(problem("zz") == "'zz' is not a command; type ? for the list")
        #expect(problem("banana") == "'banana' is not a command; type ? for the list")
        #expect(problem("z") == "'z' is not a command; type ? for the list")
    }

    @Test("c, C and capture take a screenshot; nothing may follow them")
    func capture() {
        for typed in ["c", "C", "capture", "CAPTURE"] {
            if case .success(.capture) = TesterCommand.parse(typed) {} else { Issue.record("\(typed) is not the capture command") }
        }
        #expect(problem("capture shot.png") == "'capture' takes nothing after it; to attach a file, use e PATH")
    }

    @Test("a word still needs what its key needs, and says so with the word typed")
    func wordsNeedTheirText() {
        #expect(problem("note") == "'note' needs the text of the note, as in: note VoiceOver read the label twice")
        #expect(problem("goto") == "'goto' needs a scenario number, as in: goto 3")
        #expect(problem("Pass now") == "'Pass' takes nothing after it; to add a note, use n TEXT")
    }

    @Test("edit distance counts a swap of two neighbours as one slip")
    func distance() {
        #expect(CommandSuggestion.distance("fial", "fail") == 1)
        #expect(CommandSuggestion.distance("pas", "pass") == 1)
        #expect(CommandSuggestion.distance("kitten", "sitting") == 3)
        #expect(CommandSuggestion.distance("", "abc") == 3)
    }

    @Test("f names the criteria a failure breaks before a colon, and across; any other words before a colon are the note")
    func failureNaming() {
        #expect(parsed("f 2.4.4: says Read more") == .fail(note: "says Read more", breaks: ["2.4.4"]))
        #expect(parsed("fail 2.4.4, 4.1.2: vague") == .fail(note: "vague", breaks: ["2.4.4", "4.1.2"]))
        #expect(parsed("f 2.4.4 4.1.2 2.4.4: vague") == .fail(note: "vague", breaks: ["2.4.4", "4.1.2"]))
        #expect(parsed("f 1.4.3 across: grey everywhere") == .fail(note: "grey everywhere", breaks: ["1.4.3"], acrossProduct: true))
        #expect(parsed("f Across: grey everywhere") == .fail(note: "grey everywhere", acrossProduct: true))
        // Not criteria: the whole text is the note, colon and all.
        #expect(parsed("f Focus: lost after Save") == .fail(note: "Focus: lost after Save"))
        #expect(parsed("f 2.4: ratio 3:1") == .fail(note: "2.4: ratio 3:1"))
        #expect(parsed("f ratio 3:1") == .fail(note: "ratio 3:1"))
        #expect(parsed("f 2.4.4:") == nil)
    }
}
