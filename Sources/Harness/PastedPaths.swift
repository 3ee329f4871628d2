/// A file named on an `e` line, as the tester's terminal put it there.
public enum PastedPath: Equatable, Sendable {
    /// A path on this machine: absolute, or relative to the current folder; `~` expanded.
    case local(String)
    /// A Windows path as pasted (`C:\Users\me\shot.png`), with where WSL mounts it
    /// (`/mnt/c/Users/me/shot.png`); nil for a network share, which nothing mounts there.
    case windows(String, mounted: String?)
}

/// Reads the paths after `e` in every form a terminal pastes or drops them:
///
/// - macOS Terminal and iTerm2 drop `/Users/me/My\ Shot.png` (backslash before a space or any
///   other character a shell would read), KDE Konsole and GNOME Terminal drop
///   `'/home/me/My Shot.png'`, and several files come space-separated, as a shell reads them;
/// - file managers copy `file:///home/me/My%20Shot.png` URLs, percent-encoded;
/// - Windows Terminal and Explorer's "Copy as path" give `"C:\Users\me\shot.png"`, whose
///   backslashes are separators, not escapes; `\\wsl$\Ubuntu\home\me\x.png` (and
///   `\\wsl.localhost\…`) is a file of this WSL machine seen from Windows.
///
/// Pure: whether a file exists is decided later (`EvidenceFiles`), so each form is testable
/// without one.
public enum PastedPaths {
    public static func parse(_ text: String, home: String) -> Result<[PastedPath], CommandProblem> {
        let words: [String]
        switch split(text) {
        case .success(let split): words = split
        case .failure(let problem): return .failure(problem)
        }
        guard !words.isEmpty else { return .failure(CommandProblem("'e' needs the path of a file, as in: e ~/Desktop/screenshot.png")) }
        var paths: [PastedPath] = []
        for word in words {
            switch path(word, home: home) {
            case .success(let path): paths.append(path)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(paths)
    }

    // MARK: - Words, as a shell splits them

    /// Splits on unquoted whitespace; removes quotes and backslash escapes as `sh` does, except
    /// in a word that starts like a Windows path, where a backslash is a separator.
    static func split(_ text: String) -> Result<[String], CommandProblem> {
        let characters = Array(text)
        var words: [String] = []
        var word = ""
        var inWord = false
        var index = 0
        func finish() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                finish()
                index += 1
            } else if !inWord, startsWindowsPath(characters, at: index) {
                // Unquoted: to the next space, backslashes kept.
                while index < characters.count, !characters[index].isWhitespace {
                    word.append(characters[index])
                    index += 1
                }
                inWord = true
            } else if character == "'" {
                // Single quotes: everything to the next one, as it is. `'\''` (a quote inside a
                // quoted name, as Konsole writes it) is a closed quote, an escaped one, a new one.
                guard let close = characters[(index + 1)...].firstIndex(of: "'") else { return .failure(unclosed("'")) }
                word += String(characters[(index + 1)..<close])
                inWord = true
                index = close + 1
            } else if character == "\"" {
                index += 1
                // A Windows path in double quotes cannot hold a quote, and its backslashes are
                // separators: `"C:\Users\me\"` must not read as an escaped quote.
                let literal = startsWindowsPath(characters, at: index)
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    if inner == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if inner == "\\", !literal, index + 1 < characters.count, "\"\\$`".contains(characters[index + 1]) {
                        word.append(characters[index + 1])
                        index += 2
                    } else {
                        word.append(inner)
                        index += 1
                    }
                }
                guard closed else { return .failure(unclosed("\"")) }
                inWord = true
            } else if character == "\\" {
                // Outside quotes a backslash makes the next character plain: `My\ Shot.png`.
                // A lone one at the end stands for itself.
                if index + 1 < characters.count {
                    word.append(characters[index + 1])
                    index += 2
                } else {
                    word.append(character)
                    index += 1
                }
                inWord = true
            } else {
                word.append(character)
                inWord = true
                index += 1
            }
        }
        finish()
        return .success(words)
    }

    /// `C:\`, `C:/` or `\\server\` (but not `\\` before a space, an escaped backslash).
    static func startsWindowsPath(_ characters: [Character], at index: Int) -> Bool {
        guard index + 2 < characters.count else { return false }
        let first = characters[index]
        let second = characters[index + 1]
        let third = characters[index + 2]
        if first.isASCII, first.isLetter, second == ":", third == "\\" || third == "/" { return true }
        return first == "\\" && second == "\\" && !third.isWhitespace && third != "\\"
    }

    private static func unclosed(_ quote: String) -> CommandProblem {
        CommandProblem("The paths after 'e' open a quote (\(quote)) that is not closed; nothing attached.")
    }

    // MARK: - One word, one path

    static func path(_ word: String, home: String) -> Result<PastedPath, CommandProblem> {
        if word.isEmpty { return .failure(CommandProblem("An empty path ('' or \"\") after 'e'; nothing attached.")) }
        if word.lowercased().hasPrefix("file:") { return fileURL(word, home: home) }
        if let windows = windows(word) { return .success(windows) }
        // `~` even inside quotes: the tester is not in a shell, and nobody means a folder
        // named `~` in the current folder.
        if word == "~" { return .success(.local(home)) }
        if word.hasPrefix("~/") { return .success(.local(joined(home, String(word.dropFirst(2))))) }
        return .success(.local(word))
    }

    /// `C:\Users\me\x.png` → `/mnt/c/Users/me/x.png`; `\\wsl$\Ubuntu\home\me\x.png` →
    /// `/home/me/x.png`; another share → no mount.
    static func windows(_ word: String) -> PastedPath? {
        let characters = Array(word)
        guard characters.count >= 2 else { return nil }
        if characters[0].isASCII, characters[0].isLetter, characters[1] == ":", characters.count == 2 || "\\/".contains(characters[2]) {
            let rest = components(String(characters.dropFirst(2)))
            let mounted = "/mnt/" + characters[0].lowercased() + "/" + rest.joined(separator: "/")
            return .windows(word, mounted: mounted)
        }
        guard word.hasPrefix("\\\\") else { return nil }
        let parts = components(String(word.dropFirst(2)))
        if parts.count >= 2, ["wsl$", "wsl.localhost"].contains(parts[0].lowercased()) {
            return .local("/" + parts.dropFirst(2).joined(separator: "/"))
        }
        return .windows(word, mounted: nil)
    }

    private static func components(_ text: String) -> [String] {
        text.split { $0 == "\\" || $0 == "/" }.map(String.init)
    }

    /// `file:///home/me/My%20Shot.png`, `file://localhost/…`, `file:/…` (KDE), and
    /// `file:///C:/Users/…` (a Windows file).
    static func fileURL(_ word: String, home: String) -> Result<PastedPath, CommandProblem> {
        var rest = Substring(word.dropFirst("file:".count))
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<slash]
            guard host.isEmpty || host.lowercased() == "localhost" else {
                return .failure(CommandProblem("\(word) is a file on another computer (\(host)); copy it here and attach the copy."))
            }
            rest = rest[slash...]
        }
        guard let decoded = percentDecoded(rest), decoded.hasPrefix("/") else {
            return .failure(CommandProblem("\(word) is not a file URL this machine can read; give the file's path instead."))
        }
        // `/C:/Users/me/x.png`: a Windows drive.
        let characters = Array(decoded)
        if characters.count >= 3, characters[1].isASCII, characters[1].isLetter, characters[2] == ":",
            let windows = windows(String(decoded.dropFirst()))
        {
            return .success(windows)
        }
        return .success(.local(decoded))
    }

    /// `%20` → space, `%C3%A9` → é; nil when an escape is malformed or the bytes are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        name.isEmpty ? folder : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
