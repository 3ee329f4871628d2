import Foundation
import Gherkin
import SharedFolder
import Testing

/// The shared i18n table (`../shared/gherkin/gherkin-languages.json`), if it is there.
enum SharedData {
    static var directory: URL { SharedFolder.root }

    static var languagesFile: URL { directory.appendingPathComponent("gherkin/gherkin-languages.json") }

    static var hasLanguages: Bool { FileManager.default.fileExists(atPath: languagesFile.path) }

    /// The reference's keyword table, by language code.
    static func languages() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: languagesFile)
        guard let table = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else {
            throw MissingNode(what: "a JSON object of languages")
        }
        return table
    }
}

/// A small document written with one dialect's keywords: the first keyword of each title kind
/// and, for each step kind, the first keyword (other than `* `) that no other step kind lists.
struct DialectSample {
    let dialect: Dialect

    init(_ code: String) throws {
        guard let dialect = Dialect.all[code] else { throw MissingNode(what: "dialect \(code)") }
        self.dialect = dialect
    }

    func stepKeyword(_ kind: KeyPath<Dialect, [String]>) -> String {
        let kinds: [KeyPath<Dialect, [String]>] = [\.given, \.when, \.then, \.and, \.but]
        let others = Set(kinds.filter { $0 != kind }.flatMap { dialect[keyPath: $0] })
        return dialect[keyPath: kind].first { $0 != "* " && !others.contains($0) } ?? "?"
    }

    var source: String {
        let given = stepKeyword(\.given)
        return """
            # language: \(dialect.code)
            \(dialect.feature[0]): F
              \(dialect.background[0]): B
                \(given)bg
              \(dialect.scenario[0]): S
                \(given)given
                \(stepKeyword(\.when))when
                \(stepKeyword(\.then))then
                \(stepKeyword(\.and))and
                \(stepKeyword(\.but))but
                * star
              \(dialect.scenarioOutline[0]): O
                \(given)<x>
                \(dialect.examples[0]): E
                  | x |
                  | 1 |

            """ + (hasComparableRuleKeyword ? ruleSection : "")
    }

    private var ruleSection: String {
        """
          \(dialect.rule[0]): R
            \(dialect.scenario[dialect.scenario.count - 1]): S2
              \(stepKeyword(\.given))r

        """
    }

    /// The reference 42.0.1 lists the `en-tx` rule keyword as "Rule " (with a space) where the
    /// shared table (and so ours) says "Rule"; the sample leaves rules out there.
    var hasComparableRuleKeyword: Bool { dialect.code != "en-tx" }

    /// The source without the `* star` step, for dialects that have no `* ` keyword.
    var sourceWithoutStar: String {
        source.replacingOccurrences(of: "    * star\n", with: "")
    }

    func parse() throws -> Feature {
        try parseFeature(dialect.given.contains("* ") ? source : sourceWithoutStar)
    }
}

/// The dialects the per-keyword tests run in: Latin, Cyrillic, Arabic, CJK, a joke dialect
/// with punctuation in its keywords, and emoji.
let sampleDialects = ["fr", "de", "ja", "ru", "ar", "zh-CN", "en-pirate", "em"]

struct DialectTableTests {
    @Test func eightyDialectsAreKnown() {
        #expect(Dialect.all.count == 80)
        for code in ["en", "fr", "de", "ja", "ru", "ar", "zh-CN", "zh-TW", "en-pirate", "en-lol", "em", "sr-Latn", "tlh"] {
            #expect(Dialect.all[code] != nil, "missing dialect \(code)")
        }
        #expect(Dialect.named("xx") == nil)
    }

    @Test func dialectsAreKeyedByTheirCode() {
        for (code, dialect) in Dialect.all {
            #expect(dialect.code == code)
        }
    }

    @Test func englishKeywords() throws {
        let english = try #require(Dialect.named("en"))
        #expect(english.name == "English")
        #expect(english.native == "English")
        #expect(english.feature == ["Feature", "Business Need", "Ability"])
        #expect(english.rule == ["Rule"])
        #expect(english.scenario == ["Example", "Scenario"])
        #expect(english.scenarioOutline == ["Scenario Outline", "Scenario Template"])
        #expect(english.examples == ["Examples", "Scenarios"])
        #expect(english.given == ["* ", "Given "])
        #expect(english.and == ["* ", "And "])
    }

    @Test func keywordsWithoutTrailingSpaceAreKeptAsListed() throws {
        let japanese = try #require(Dialect.named("ja"))
        #expect(japanese.given == ["* ", "前提"])
        #expect(japanese.native == "日本語")
        let emoji = try #require(Dialect.named("em"))
        #expect(emoji.feature == ["📚"])
        #expect(emoji.when == ["* ", "🎬"])
    }

    @Test(
        .enabled(
            if: SharedData.hasLanguages,
            "../shared/gherkin/gherkin-languages.json is absent; check out the repository beside shared/ to compare with the reference table"))
    func codesMatchTheReferenceTable() throws {
        let table = try SharedData.languages()
        #expect(table.count == 80)
        #expect(Set(table.keys) == Set(Dialect.all.keys))
    }

    @Test(
        .enabled(
            if: SharedData.hasLanguages,
            "../shared/gherkin/gherkin-languages.json is absent; check out the repository beside shared/ to compare with the reference table"))
    func keywordsMatchTheReferenceTable() throws {
        let table = try SharedData.languages()
        for (code, entry) in table.sorted(by: { $0.key < $1.key }) {
            let dialect = try #require(Dialect.all[code], "missing dialect \(code)")
            #expect(entry["name"] as? String == dialect.name, "\(code) name")
            #expect(entry["native"] as? String == dialect.native, "\(code) native")
            let fields: [(String, [String])] = [
                ("feature", dialect.feature), ("rule", dialect.rule), ("background", dialect.background),
                ("scenario", dialect.scenario), ("scenarioOutline", dialect.scenarioOutline),
                ("examples", dialect.examples), ("given", dialect.given), ("when", dialect.when),
                ("then", dialect.then), ("and", dialect.and), ("but", dialect.but),
            ]
            for (name, keywords) in fields {
                #expect(entry[name] as? [String] == keywords, "\(code) \(name)")
            }
        }
    }
}

struct DialectKeywordTests {
    @Test(arguments: sampleDialects)
    func featureKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let feature = try sample.parse()
        #expect(feature.keyword == sample.dialect.feature[0])
        #expect(feature.name == "F")
        #expect(feature.language == code)
        #expect(position(feature.location) == "2:1")
    }

    @Test(arguments: sampleDialects)
    func ruleKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let rule = try #require(try sample.parse().rules.first)
        #expect(rule.keyword == sample.dialect.rule[0])
        #expect(rule.name == "R")
        let scenario = try #require(rule.scenarios.first)
        #expect(scenario.keyword == sample.dialect.scenario.last)
        #expect(scenario.name == "S2")
    }

    @Test(arguments: sampleDialects)
    func backgroundKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let background = try #require(try sample.parse().background)
        #expect(background.keyword == sample.dialect.background[0])
        #expect(background.name == "B")
        #expect(background.steps.map(\.text) == ["bg"])
    }

    @Test(arguments: sampleDialects)
    func scenarioKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let scenario = try sample.parse().firstScenario()
        #expect(scenario.keyword == sample.dialect.scenario[0])
        #expect(scenario.name == "S")
        #expect(scenario.examples.isEmpty)
    }

    @Test(arguments: sampleDialects)
    func scenarioOutlineKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let scenarios = try sample.parse().scenarios
        try #require(scenarios.count == 2)
        #expect(scenarios[1].keyword == sample.dialect.scenarioOutline[0])
        #expect(scenarios[1].name == "O")
    }

    @Test(arguments: sampleDialects)
    func examplesKeyword(code: String) throws {
        let sample = try DialectSample(code)
        let scenarios = try sample.parse().scenarios
        try #require(scenarios.count == 2)
        let examples = try #require(scenarios[1].examples.first)
        #expect(examples.keyword == sample.dialect.examples[0])
        #expect(examples.name == "E")
        #expect(examples.tableHeader?.cells.map(\.value) == ["x"])
        #expect(examples.tableBody.map { $0.cells.map(\.value) } == [["1"]])
    }

    /// The step of the first scenario at `index`: given, when, then, and, but, `*`.
    private func step(_ index: Int, in code: String) throws -> (DialectSample, Step) {
        let sample = try DialectSample(code)
        let steps = try sample.parse().firstScenario().steps
        try #require(steps.count == 6)
        return (sample, steps[index])
    }

    @Test(arguments: sampleDialects)
    func givenKeyword(code: String) throws {
        let (sample, step) = try step(0, in: code)
        #expect(step.keyword == sample.stepKeyword(\.given))
        #expect(step.keywordType == .context)
        #expect(step.text == "given")
    }

    @Test(arguments: sampleDialects)
    func whenKeyword(code: String) throws {
        let (sample, step) = try step(1, in: code)
        #expect(step.keyword == sample.stepKeyword(\.when))
        #expect(step.keywordType == .action)
        #expect(step.text == "when")
    }

    @Test(arguments: sampleDialects)
    func thenKeyword(code: String) throws {
        let (sample, step) = try step(2, in: code)
        #expect(step.keyword == sample.stepKeyword(\.then))
        #expect(step.keywordType == .outcome)
        #expect(step.text == "then")
    }

    @Test(arguments: sampleDialects)
    func andKeyword(code: String) throws {
        let (sample, step) = try step(3, in: code)
        #expect(step.keyword == sample.stepKeyword(\.and))
        #expect(step.keywordType == .conjunction)
        #expect(step.text == "and")
    }

    @Test(arguments: sampleDialects)
    func butKeyword(code: String) throws {
        let (sample, step) = try step(4, in: code)
        #expect(step.keyword == sample.stepKeyword(\.but))
        #expect(step.keywordType == .conjunction)
        #expect(step.text == "but")
    }

    @Test(arguments: sampleDialects)
    func starKeyword(code: String) throws {
        let (_, step) = try step(5, in: code)
        #expect(step.keyword == "* ")
        #expect(step.keywordType == .unknown)
        #expect(step.text == "star")
    }

    @Test(arguments: sampleDialects)
    func picklesCarryTheLanguage(code: String) throws {
        let sample = try DialectSample(code)
        let pickles = try compilePickles(sample.source)
        #expect(pickles.map(\.name) == ["S", "O", "S2"])
        #expect(pickles.allSatisfy { $0.language == code })
        // A conjunction takes the type of the step before it; `*` keeps Unknown.
        #expect(pickles[0].steps.map(\.type) == [.context, .context, .action, .outcome, .outcome, .outcome, .unknown])
    }

    /// Every dialect, checked the same way (the reference parses each of these documents
    /// exactly so). `en-tx` and `sl` list no `* ` keyword, so their sample has no `*` step;
    /// `en-tx`'s has no rule (see `DialectSample.hasComparableRuleKeyword`).
    @Test func everyDialectParsesItsOwnKeywords() throws {
        for code in Dialect.all.keys.sorted() {
            let sample = try DialectSample(code)
            let feature = try sample.parse()
            #expect(feature.keyword == sample.dialect.feature[0], "\(code)")
            #expect(feature.language == code)
            #expect(feature.background?.keyword == sample.dialect.background[0], "\(code)")
            let scenarios = feature.scenarios
            try #require(scenarios.count == 2, "\(code)")
            #expect(scenarios[0].keyword == sample.dialect.scenario[0], "\(code)")
            #expect(scenarios[1].keyword == sample.dialect.scenarioOutline[0], "\(code)")
            #expect(scenarios[1].examples.first?.keyword == sample.dialect.examples[0], "\(code)")
            let expected: [(String, StepKeywordType, String)] = [
                (sample.stepKeyword(\.given), .context, "given"), (sample.stepKeyword(\.when), .action, "when"),
                (sample.stepKeyword(\.then), .outcome, "then"), (sample.stepKeyword(\.and), .conjunction, "and"),
                (sample.stepKeyword(\.but), .conjunction, "but"),
            ]
            let steps = scenarios[0].steps
            try #require(steps.count >= 5, "\(code)")
            for (step, (keyword, type, text)) in zip(steps, expected) {
                #expect(step.keyword == keyword, "\(code)")
                #expect(step.keywordType == type, "\(code) \(keyword)")
                #expect(step.text == text, "\(code) \(keyword)")
            }
            if sample.dialect.given.contains("* ") {
                #expect(steps.count == 6 && steps[5].keyword == "* " && steps[5].keywordType == .unknown, "\(code)")
            } else {
                #expect(steps.count == 5, "\(code)")
            }
            if sample.hasComparableRuleKeyword {
                #expect(feature.rules.first?.keyword == sample.dialect.rule[0], "\(code)")
            } else {
                #expect(feature.rules.isEmpty)
            }
        }
    }
}

struct DialectLiteralTests {
    @Test func frenchPicksTheLongestStepKeyword() throws {
        let feature = try parseFeature(
            """
            # language: fr
            Fonctionnalité: Panier
              Contexte:
                Soit un panier vide
              Plan du Scénario: Ajouter <n>
                Etant donné que j'ajoute <n> articles
                Et qu'il pleut
                Lorsqu'il paie
                Alors le total est calculé
                Mais que rien
                Donc fini
                Exemples:
                  | n |
                  | 2 |

            """)
        #expect(feature.keyword == "Fonctionnalité")
        #expect(feature.language == "fr")
        #expect(feature.background?.keyword == "Contexte")
        let outline = try feature.firstScenario()
        #expect(outline.keyword == "Plan du Scénario")
        #expect(outline.examples.first?.keyword == "Exemples")
        #expect(outline.steps.map(\.keyword) == ["Etant donné que ", "Et qu'", "Lorsqu'", "Alors ", "Mais que ", "Donc "])
        #expect(outline.steps.map(\.text) == ["j'ajoute <n> articles", "il pleut", "il paie", "le total est calculé", "rien", "fini"])
        #expect(outline.steps.map(\.keywordType) == [.context, .conjunction, .action, .outcome, .conjunction, .outcome])
    }

    @Test func japaneseKeywordsNeedNoSpace() throws {
        let source = """
            # language: ja
            機能: 買い物
              シナリオ: 購入
                前提カートが空
                もし商品を追加する
                ならば合計が表示される
                かつ確認する
                しかし送料なし

            """
        let feature = try parseFeature(source)
        #expect(feature.keyword == "機能")
        let scenario = try feature.firstScenario()
        #expect(scenario.keyword == "シナリオ")
        #expect(scenario.steps.map(\.keyword) == ["前提", "もし", "ならば", "かつ", "しかし"])
        #expect(scenario.steps.map(\.text) == ["カートが空", "商品を追加する", "合計が表示される", "確認する", "送料なし"])
        #expect(scenario.steps.map { position($0.location) } == ["4:5", "5:5", "6:5", "7:5", "8:5"])
        let pickle = try #require(try compilePickles(source).first)
        #expect(pickle.language == "ja")
        #expect(pickle.steps.map(\.type) == [.context, .action, .outcome, .outcome, .outcome])
    }

    @Test func emojiKeywords() throws {
        let feature = try parseFeature(
            """
            # language: em
            📚: Emoji
              📕: S
                😐a
                🎬b
                🙏c
                😂d
                😔e

            """)
        #expect(feature.keyword == "📚")
        #expect(feature.language == "em")
        let scenario = try feature.firstScenario()
        #expect(scenario.keyword == "📕")
        #expect(scenario.steps.map(\.keyword) == ["😐", "🎬", "🙏", "😂", "😔"])
        #expect(scenario.steps.map(\.keywordType) == [.context, .action, .outcome, .conjunction, .conjunction])
        #expect(scenario.steps.map(\.text) == ["a", "b", "c", "d", "e"])
    }

    @Test func pirateKeywordsWithPunctuation() throws {
        let feature = try parseFeature(
            """
            # language: en-pirate
            Ahoy matey!: x
              Heave to: y
                Gangway! a
                Aye b

            """)
        #expect(feature.keyword == "Ahoy matey!")
        let scenario = try feature.firstScenario()
        #expect(scenario.keyword == "Heave to")
        #expect(scenario.steps.map(\.keyword) == ["Gangway! ", "Aye "])
        #expect(scenario.steps.map(\.keywordType) == [.context, .conjunction])
    }
}

struct LanguageHeaderTests {
    @Test func headerWithSurroundingSpaces() throws {
        let document = try parseDocument("  #   language :  fr  \nFonctionnalité: F\n  Scénario: S\n    Soit a\n")
        let feature = try #require(document.feature)
        #expect(feature.language == "fr")
        #expect(feature.keyword == "Fonctionnalité")
        #expect(position(feature.location) == "2:1")
        #expect(try feature.firstScenario().steps.first?.keywordType == .context)
        // The header is not a comment.
        #expect(document.comments.isEmpty)
    }

    @Test func headerWithoutSpaces() throws {
        let feature = try parseFeature("#language:de\nFunktion: F\n")
        #expect(feature.language == "de")
        #expect(feature.keyword == "Funktion")
    }

    @Test func headerAfterACommentStillCounts() throws {
        let document = try parseDocument("# comment\n# language: fr\nFonctionnalité: F\n")
        #expect(document.feature?.language == "fr")
        #expect(document.comments.map(\.text) == ["# comment"])
    }

    @Test func headerAfterTheFeatureLineIsAComment() throws {
        let document = try parseDocument("Feature: F\n# language: fr\n  Scenario: S\n")
        #expect(document.feature?.language == "en")
        #expect(document.comments.map(\.text) == ["# language: fr"])
        #expect(document.comments.map { position($0.location) } == ["2:1"])
        #expect(document.feature?.scenarios.map(\.keyword) == ["Scenario"])
    }

    @Test func headerWithTrailingWordsIsAComment() throws {
        let document = try parseDocument("# language: fr extra\nFeature: x\n")
        #expect(document.feature?.language == "en")
        #expect(document.comments.map(\.text) == ["# language: fr extra"])
    }

    @Test func englishKeywordsAreNotRecognisedInAnotherLanguage() throws {
        #expect(
            try parseErrors("# language: fr\nFeature: english keyword in french\n") == [
                "(2:1): expected: #TagLine, #FeatureLine, #Comment, #Empty, got 'Feature: english keyword in french'",
                "(3:0): unexpected end of file, expected: #TagLine, #FeatureLine, #Comment, #Empty",
            ])
    }

    @Test func unknownLanguage() throws {
        #expect(try parseErrors("# language: xx\nFeature: F\n") == ["(1:1): Language not supported: xx"])
    }

    @Test func unknownDefaultLanguage() {
        let result = GherkinParser.parse("Feature: F\n", uri: "x.feature", language: "xx")
        guard case .failure(let failure) = result else {
            Issue.record("an unknown default language must fail")
            return
        }
        #expect(failure.errors.map(\.description) == ["(1:1): Language not supported: xx"])
    }

    @Test func defaultLanguageCanBeChanged() throws {
        let result = GherkinParser.parse("Funktion: F\n  Szenario: S\n    Angenommen a\n", uri: "x.feature", language: "de")
        let feature = try #require(try result.get().feature)
        #expect(feature.language == "de")
        #expect(try feature.firstScenario().steps.map(\.keyword) == ["Angenommen "])
    }

    /// The reference reports the header's indent in the message (3:3) but, because the token's
    /// location is later reset by the comment matcher, column 1 in the parse error's location.
    @Test func unknownIndentedLanguage() throws {
        #expect(try parseErrors("\n\n  # language: no-such\nFeature: x\n") == ["(3:3): Language not supported: no-such"])
        let result = GherkinParser.parse("\n\n  # language: no-such\nFeature: x\n", uri: "x.feature")
        guard case .failure(let failure) = result, let error = failure.errors.first else {
            Issue.record("an unknown language must fail")
            return
        }
        #expect(error.location == Location(line: 3, column: 3))
        #expect(error.messageLocation == Location(line: 3, column: 1))
        #expect(
            messageLines("\n\n  # language: no-such\nFeature: x\n") == [
                #"{"parseError":{"message":"(3:3): Language not supported: no-such","source":{"location":{"column":1,"line":3},"uri":"test.feature"}}}"#
            ])
    }
}
