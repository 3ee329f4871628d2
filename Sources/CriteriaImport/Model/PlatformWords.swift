import Foundation

/// A criteria line as words and marks, for telling where in it a platform is named: at its
/// start or end (a limit on the whole line), or somewhere inside (part of an explanation).
struct PlatformWords {
    /// Lower-case words (runs of letters and digits) and single punctuation marks, in order.
    let tokens: [String]
    private let text: String
    private let candidates: [(String, DevicePlatform)]

    /// Words that place a platform: "on iOS", "in Android", "for desktop".
    private static let places: Set<String> = ["on", "in", "for"]
    /// Words and phrases that make a mention a tendency or an example, not a limit.
    private static let hedgeWords: Set<String> = [
        "often", "usually", "sometimes", "typically", "generally", "mostly", "normally", "occasionally",
    ]
    private static let hedgePhrases: [[String]] = [["e", ".", "g"], ["for", "example"], ["for", "instance"], ["such", "as"]]
    /// Gherkin keywords the line may start with (`AND on Android, …`) or end with (a dangling `AND`).
    private static let keywords: Set<String> = ["given", "when", "then", "and", "but"]

    init(_ text: String, candidates: [(String, DevicePlatform)]) {
        self.text = text
        self.candidates = candidates
        var tokens: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
                continue
            }
            if !word.isEmpty { tokens.append(word) }
            word = ""
            if !character.isWhitespace { tokens.append(String(character)) }
        }
        if !word.isEmpty { tokens.append(word) }
        self.tokens = tokens
    }

    /// The token at `index`, or "" outside the line.
    func token(_ index: Int) -> String {
        tokens.indices.contains(index) ? tokens[index] : ""
    }

    /// The platform the word at `index` names, if it names one.
    func platform(at index: Int) -> DevicePlatform? {
        let word = token(index)
        return candidates.first { $0.0 == word }?.1
    }

    /// The line says "often", "usually", "e.g." …: what it says of a platform is not a rule.
    var hedges: Bool {
        if tokens.contains(where: Self.hedgeWords.contains) { return true }
        return Self.hedgePhrases.contains { phrase in
            tokens.indices.contains { start in phrase.indices.allSatisfy { token(start + $0) == phrase[$0] } }
        }
    }

    /// No sentence ends before the line does: a platform at the start or end of a line of
    /// several sentences may speak for its own sentence only.
    var isOneSentence: Bool {
        let characters = Array(text.trimmingCharacters(in: .whitespaces))
        for (index, character) in characters.enumerated() where ".;!?".contains(character) {
            var next = index + 1
            while next < characters.count, "\"')]”’".contains(characters[next]) { next += 1 }
            if next < characters.count, characters[next].isWhitespace { return false }
        }
        return true
    }

    /// The platform the line starts with: "On iOS, …", "In Android …", "iOS: …", "Android only
    /// …", "(iOS) …", after any Gherkin keyword.
    var leadingPlatform: DevicePlatform? {
        var index = 0
        while Self.keywords.contains(token(index)) { index += 1 }
        if token(index) == "(" || token(index) == "[" {
            return platformInBrackets(from: index + 1)
        }
        if Self.places.contains(token(index)), let named = platform(at: index + 1) { return named }
        guard let named = platform(at: index) else { return nil }
        let next = token(index + 1)
        if next == ":" || next == "only" || (next == "-" && token(index + 2) == "only") { return named }
        return nil
    }

    /// The platform the line ends with: "… on Android", "… in iOS", "… Android only",
    /// "… (Android only)", "… (iOS)".
    var trailingPlatform: DevicePlatform? {
        var end = tokens.count
        while end > 0, [".", ",", ";", "!"].contains(tokens[end - 1]) || Self.keywords.contains(tokens[end - 1]) {
            end -= 1
        }
        var index = end - 1
        let closed = token(index) == ")" || token(index) == "]"
        if closed { index -= 1 }
        let only = token(index) == "only"
        if only { index -= 1 }
        guard let named = platform(at: index) else { return nil }
        if closed {
            // The brackets must hold the platform alone: "(iOS)", "(on Android only)".
            let open = Self.places.contains(token(index - 1)) ? index - 2 : index - 1
            return token(open) == "(" || token(open) == "[" ? named : nil
        }
        return only || Self.places.contains(token(index - 1)) ? named : nil
    }

    /// "iOS)", "on Android only)": brackets that hold a platform alone, from after the opening one.
    private func platformInBrackets(from start: Int) -> DevicePlatform? {
        var index = Self.places.contains(token(start)) ? start + 1 : start
        guard let named = platform(at: index) else { return nil }
        index += 1
        if token(index) == "only" { index += 1 }
        return token(index) == ")" || token(index) == "]" ? named : nil
    }
}
