/// The command a mistyped word was probably meant to be: `pas` is `pass`, `fial` is `fail`.
///
/// A tester who types a word and is told only that it is not a command has to find the list and
/// read it; one who is told the likely word types it again. A suggestion is made only when one
/// word is clearly near: a slip of one key in a short word, of two in a longer one. Keys (one
/// letter) are never suggested, since any letter is one slip from every other.
public enum CommandSuggestion {
    public static func closest(to typed: String, among words: [String]) -> String? {
        let typed = typed.lowercased()
        guard typed.count >= 3 else { return nil }
        let allowed = typed.count <= 4 ? 1 : 2
        let ranked = words.map { (word: $0, distance: distance(typed, $0)) }.filter { $0.distance <= allowed }
            .sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }
        guard let best = ranked.first else { return nil }
        // Two words equally near: either guess would mislead half the time.
        if ranked.count > 1, ranked[1].distance == best.distance { return nil }
        return best.word
    }

    /// Edits (insert, delete, replace, or swap two neighbours) from one text to the other: a
    /// swap is one slip of the fingers, so `fial` is one edit from `fail`, not two.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
