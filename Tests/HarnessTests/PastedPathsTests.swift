import Foundation
import Testing

@testable import Harness

/// The paths after `e`, read from every form a terminal pastes or drops them in.
@Suite("e PATHS: pasted and dropped paths")
struct PastedPathsTests {
    let home = "/home/me"

    func parsed(_ text: String) -> [PastedPath]? {
        try? PastedPaths.parse(text, home: home).get()
    }

    func problem(_ text: String) -> String? {
        if case .failure(let problem) = PastedPaths.parse(text, home: home) { return problem.message }
        return nil
    }

    @Test("a plain path, absolute or relative, is itself")
    func plain() {
        #expect(parsed("/tmp/shot.png") == [.local("/tmp/shot.png")])
        #expect(parsed("shots/a.png") == [.local("shots/a.png")])
        #expect(parsed("  /tmp/shot.png  ") == [.local("/tmp/shot.png")])
    }

    @Test("macOS Terminal and iTerm2 drops: backslash before a space and other shell characters, trailing space")
    func backslashEscaped() {
        #expect(parsed(#"/Users/me/My\ Shot.png "#) == [.local("/Users/me/My Shot.png")])
        #expect(parsed(#"/Users/me/Shot\ \(1\)\ \&\ more.png"#) == [.local("/Users/me/Shot (1) & more.png")])
        #expect(parsed(#"/Users/me/it\'s.png"#) == [.local("/Users/me/it's.png")])
        #expect(parsed(#"/Users/me/back\\slash.png"#) == [.local(#"/Users/me/back\slash.png"#)])
    }

    @Test("GNOME Terminal and Konsole drops: single quotes, with '\\'' for a quote in the name")
    func singleQuoted() {
        #expect(parsed("'/home/me/My Shot.png' ") == [.local("/home/me/My Shot.png")])
        #expect(parsed(#"'/home/me/it'\''s here.png'"#) == [.local("/home/me/it's here.png")])
        #expect(parsed(#"'/home/me/a\b.png'"#) == [.local(#"/home/me/a\b.png"#)], "a backslash in single quotes is itself")
    }

    @Test("double quotes (macOS, Konsole): spaces kept; backslash escapes only \" \\ $ `")
    func doubleQuoted() {
        #expect(parsed(#""/Users/me/My Shot.png""#) == [.local("/Users/me/My Shot.png")])
        #expect(parsed(#""/Users/me/say \"hi\".png""#) == [.local(#"/Users/me/say "hi".png"#)])
        #expect(parsed(#""/Users/me/a\b.png""#) == [.local(#"/Users/me/a\b.png"#)])
        #expect(parsed(#"/Users/me/"My Shot".png"#) == [.local("/Users/me/My Shot.png")], "quotes in the middle of a word, as a shell joins them")
    }

    @Test("file URLs (GNOME Files, KDE): percent-encoding decoded; localhost and file:/ accepted")
    func fileURLs() {
        #expect(parsed("file:///home/me/My%20Shot.png") == [.local("/home/me/My Shot.png")])
        #expect(parsed("file:///home/me/caf%C3%A9%2B%25.png") == [.local("/home/me/café+%.png")])
        #expect(parsed("file://localhost/home/me/a.png") == [.local("/home/me/a.png")])
        #expect(parsed("FILE:/home/me/a.png") == [.local("/home/me/a.png")])
        #expect(parsed("'file:///home/me/My%20Shot.png'") == [.local("/home/me/My Shot.png")])
        #expect(parsed("file:///C:/Users/me/My%20Shot.png") == [.windows("C:/Users/me/My Shot.png", mounted: "/mnt/c/Users/me/My Shot.png")])
    }

    @Test("a file URL of another computer, or one that cannot be decoded, is refused and named")
    func badFileURLs() {
        #expect(
            problem("file://server/share/a.png")
                == "file://server/share/a.png is a file on another computer (server); copy it here and attach the copy.")
        #expect(
            problem("file:///home/me/%zz.png") == "file:///home/me/%zz.png is not a file URL this machine can read; give the file's path instead.")
        #expect(problem("file:///home/me/%FF.png") != nil, "bytes that are not UTF-8")
    }

    @Test("Windows Terminal and Explorer's Copy as path: double-quoted, backslashes kept, mapped to WSL's /mnt")
    func windows() {
        #expect(parsed(#""C:\Users\me\shot.png""#) == [.windows(#"C:\Users\me\shot.png"#, mounted: "/mnt/c/Users/me/shot.png")])
        #expect(parsed(#""D:\My Shots\a b.png""#) == [.windows(#"D:\My Shots\a b.png"#, mounted: "/mnt/d/My Shots/a b.png")])
        #expect(parsed(#"C:\Users\me\shot.png"#) == [.windows(#"C:\Users\me\shot.png"#, mounted: "/mnt/c/Users/me/shot.png")], "unquoted")
        #expect(
            parsed(#""C:\Users\me\""#) == [.windows(#"C:\Users\me\"#, mounted: "/mnt/c/Users/me")], "a trailing backslash does not escape the quote")
        #expect(parsed("c:/Users/me/shot.png") == [.windows("c:/Users/me/shot.png", mounted: "/mnt/c/Users/me/shot.png")])
    }

    @Test("a WSL file seen from Windows (\\\\wsl$, \\\\wsl.localhost) is this machine's; another share has no mount")
    func shares() {
        #expect(parsed(#""\\wsl$\Ubuntu\home\me\shot.png""#) == [.local("/home/me/shot.png")])
        #expect(parsed(#"\\wsl.localhost\Debian\tmp\a_b.png"#) == [.local("/tmp/a_b.png")])
        #expect(parsed(#""\\fileserver\team\shot.png""#) == [.windows(#"\\fileserver\team\shot.png"#, mounted: nil)])
    }

    @Test("several files, each its own path, in any mix of forms")
    func several() {
        #expect(
            parsed(#"/a/one.png '/b/two three.png' /c/four\ five.png "C:\six.png" file:///d/seven%20.png"#) == [
                .local("/a/one.png"), .local("/b/two three.png"), .local("/c/four five.png"),
                .windows(#"C:\six.png"#, mounted: "/mnt/c/six.png"), .local("/d/seven .png"),
            ])
        #expect(parsed("/a.png\t/b.png") == [.local("/a.png"), .local("/b.png")])
    }

    @Test("~ and ~/ are the home folder, quoted or not; ~ elsewhere is itself")
    func tilde() throws {
        #expect(parsed("~/Desktop/shot.png") == [.local("/home/me/Desktop/shot.png")])
        #expect(parsed("'~/My Shot.png'") == [.local("/home/me/My Shot.png")])
        #expect(parsed(#"~/My\ Shot.png"#) == [.local("/home/me/My Shot.png")])
        #expect(parsed("~") == [.local("/home/me")])
        #expect(parsed("a~/b.png") == [.local("a~/b.png")])
        #expect(try PastedPaths.parse("~/x.png", home: "/root/").get() == [.local("/root/x.png")])
    }

    @Test("an unclosed quote, an empty quoted path or nothing at all is a one-line problem")
    func problems() {
        #expect(problem("'/home/me/My Shot.png") == "The paths after 'e' open a quote (') that is not closed; nothing attached.")
        #expect(problem(#""/Users/me/a.png"#) == #"The paths after 'e' open a quote (") that is not closed; nothing attached."#)
        #expect(problem("''") == "An empty path ('' or \"\") after 'e'; nothing attached.")
        #expect(problem("   ") != nil)
    }
}
