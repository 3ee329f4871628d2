import WCAG

/// The WCAG 2.2 Level A and AA success criteria that apply page- or screen-wide: every page of a
/// web product, and every screen of an app, must meet them whatever components it is built from.
/// One check of one component cannot stand for them, so `stepwise coverage` marks them and the
/// bundled features check each in at least two features in every part it applies to (a test
/// holds them to it; `coverage --check --min-features 2` names any that fall short).
///
/// Each was decided from its WCAG 2.2 Understanding document
/// (https://www.w3.org/WAI/WCAG22/Understanding/<slug>, cited at each entry): a criterion is
/// page-wide when its requirement holds over the page or screen as a whole — all its text, all
/// its components' presentation and layout, keyboard navigation through all of it, anything on
/// it that may move, sound, flash or time out, its title and language, its place in a set of
/// pages — rather than over one kind of content or component a page may lack. Four are what
/// WCAG's Conformance Requirement 5 (Non-Interference) says all content must meet: 1.4.2, 2.1.2,
/// 2.2.2 and 2.3.1.
///
/// Left out, because each applies to one kind of content or component and is judged on that
/// component's own name, alternative, label, behaviour or purpose: 1.1.1; the media criteria
/// 1.2.1–1.2.5; 1.3.3 (instructions); 1.3.5 (personal-data fields); 1.4.5 (images of text); 2.4.4
/// (links); 2.4.6 (headings and labels); 2.5.1, 2.5.2, 2.5.4 and 2.5.7 (functions operated by
/// gestures, pointer presses, motion or dragging); 2.5.3 (labelled controls); 3.1.2 (passages in
/// another language); 3.2.1 and 3.2.2 (a component's own focus and input behaviour); 3.2.6 (help,
/// where offered); 3.3.1–3.3.8 (forms and sign-in); 4.1.2 (each component's name, role, value);
/// 4.1.3 (status messages).
///
/// On native apps they are read as W3C's WCAG2ICT (https://www.w3.org/TR/wcag2ict-22/) reads
/// them for software: 2.4.1, 2.4.5, 3.2.3 and 3.2.4 apply only to a set of software programs
/// (`WCAG2ICT.setOfPrograms`), and 1.4.12 only to software written in a markup language that
/// lets users change text spacing, so those five are web only here.
public enum PageWideCriteria {
    public struct Criterion: Sendable, Hashable {
        /// "1.4.3".
        public let number: String
        /// The parts in which every page or screen must meet it.
        public let parts: Set<ProductPart>
        /// Why it applies page- or screen-wide, in one line (and, where it is web only, why not
        /// on an app's screens).
        public let reason: String

        init(_ number: String, _ parts: Set<ProductPart>, _ reason: String) {
            self.number = number
            self.parts = parts
            self.reason = reason
        }

        /// Whether every page or screen of `part` must meet it. A part whose features name no
        /// platform may be either, so a criterion page-wide anywhere is page-wide there.
        public func applies(in part: ProductPart) -> Bool {
            part == .anyPlatform ? !parts.isEmpty : parts.contains(part)
        }
    }

    private static let both: Set<ProductPart> = [.web, .nativeApp]
    private static let webOnly: Set<ProductPart> = [.web]

    /// In WCAG number order.
    public static let all: [Criterion] = [
        // w3.org/WAI/WCAG22/Understanding/info-and-relationships
        .init(
            "1.3.1", both,
            "structure shown by presentation anywhere (headings, regions, lists, tables, groups) must be in the code too, for all content"),
        // w3.org/WAI/WCAG22/Understanding/meaningful-sequence
        .init(
            "1.3.2", both,
            "the reading order of the whole page or screen must keep its meaning; any layout (columns, positioned content) can break it"),
        // w3.org/WAI/WCAG22/Understanding/orientation; WCAG2ICT applies it to software as written
        .init(
            "1.3.4", both,
            "a page or app must not lock itself to portrait or landscape, whatever it shows, unless one orientation is essential"),
        // w3.org/WAI/WCAG22/Understanding/use-of-color
        .init(
            "1.4.1", both,
            "colour must never be the only visual means of conveying information anywhere: links in text, states, errors, charts"),
        // w3.org/WAI/WCAG22/Understanding/audio-control; a non-interference criterion (Conformance Requirement 5)
        .init(
            "1.4.2", both,
            "audio that anything on the page or screen starts by itself must be stoppable, or it drowns the screen reader for all of it"),
        // w3.org/WAI/WCAG22/Understanding/contrast-minimum
        .init("1.4.3", both, "all text and images of text on the page or screen, not one component's, must reach 4.5:1 (3:1 when large)"),
        // w3.org/WAI/WCAG22/Understanding/resize-text; WCAG2ICT: up to the platform's text sizes
        .init("1.4.4", both, "all text must enlarge to 200% without loss; any fixed-size box on the page or screen can clip it"),
        // w3.org/WAI/WCAG22/Understanding/reflow; WCAG2ICT applies it to software with notes on the equivalent size
        .init(
            "1.4.10", both,
            "the whole page or screen must read in one scrolling direction at 320 by 256 CSS pixels (the largest text and zoom in apps)"),
        // w3.org/WAI/WCAG22/Understanding/non-text-contrast
        .init("1.4.11", both, "every component's boundary and states, and every graphic needed to understand content, must reach 3:1"),
        // w3.org/WAI/WCAG22/Understanding/text-spacing; WCAG2ICT Note 1: markup that lets the user change spacing only
        .init(
            "1.4.12", webOnly,
            "all text on the page must survive the user's spacing overrides; not an app screen's: WCAG2ICT limits it to markup whose spacing users can change"
        ),
        // w3.org/WAI/WCAG22/Understanding/content-on-hover-or-focus; WCAG2ICT applies it to software as written
        .init(
            "1.4.13", both,
            "content shown on hover or focus comes from many kinds of element (tooltips, sub-menus, popovers), so every page or screen is swept for it"
        ),
        // w3.org/WAI/WCAG22/Understanding/keyboard
        .init("2.1.1", both, "all functionality of the page or screen must work from a keyboard"),
        // w3.org/WAI/WCAG22/Understanding/no-keyboard-trap; a non-interference criterion (Conformance Requirement 5)
        .init("2.1.2", both, "focus must be able to leave every part of the page or screen; one trap anywhere blocks all that follows"),
        // w3.org/WAI/WCAG22/Understanding/character-key-shortcuts; WCAG2ICT applies it to software as written
        .init(
            "2.1.4", both,
            "single-key shortcuts belong to the page or app, not to one component, and fire from anywhere unless limited to focus"),
        // w3.org/WAI/WCAG22/Understanding/timing-adjustable
        .init("2.2.1", both, "time limits, the signed-in session's above all, are set for the whole page, session or app"),
        // w3.org/WAI/WCAG22/Understanding/pause-stop-hide; a non-interference criterion (Conformance Requirement 5)
        .init("2.2.2", both, "anything on the page or screen may move, blink, scroll or update by itself, and all of it must be stoppable"),
        // w3.org/WAI/WCAG22/Understanding/three-flashes-or-below-threshold; a non-interference criterion (Conformance Requirement 5)
        .init("2.3.1", both, "anything on the page or screen may flash, and one flash above the thresholds endangers the whole page"),
        // w3.org/WAI/WCAG22/Understanding/bypass-blocks; WCAG2ICT: a set of software programs only
        .init(
            "2.4.1", webOnly,
            "every page with blocks repeated across pages needs a way past them; not an app's: WCAG2ICT applies it to sets of programs"),
        // w3.org/WAI/WCAG22/Understanding/page-titled; WCAG2ICT recommends for software that each window or screen have a title
        .init(
            "2.4.2", both,
            "every page has a title; WCAG2ICT's reading for software asks the same of each window or screen where the platform has titles"),
        // w3.org/WAI/WCAG22/Understanding/focus-order
        .init("2.4.3", both, "sequential focus through the whole page or screen must keep its meaning and operation"),
        // w3.org/WAI/WCAG22/Understanding/multiple-ways; WCAG2ICT: a set of software programs only
        .init(
            "2.4.5", webOnly,
            "every page of a set of pages must be reachable in two ways; not an app's: WCAG2ICT applies it to sets of programs"),
        // w3.org/WAI/WCAG22/Understanding/focus-visible
        .init("2.4.7", both, "any keyboard-operable interface, so every page and screen, must show where focus is"),
        // w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum
        .init("2.4.11", both, "sticky headers, banners and chat widgets anywhere on the page or screen can hide the focused component"),
        // w3.org/WAI/WCAG22/Understanding/target-size-minimum; WCAG2ICT applies it to software as written
        .init("2.5.8", both, "every pointer target's size and its spacing from its neighbours: the layout of the whole page or screen"),
        // w3.org/WAI/WCAG22/Understanding/language-of-page; WCAG2ICT reads it as the software's default language
        .init("3.1.1", both, "each page's default language, and each app's, which screen readers speak every screen's text in"),
        // w3.org/WAI/WCAG22/Understanding/consistent-navigation; WCAG2ICT: a set of software programs only
        .init(
            "3.2.3", webOnly,
            "navigation repeated on the pages of a set must keep its order on each; not an app's: WCAG2ICT applies it to sets of programs"),
        // w3.org/WAI/WCAG22/Understanding/consistent-identification; WCAG2ICT: a set of software programs only
        .init(
            "3.2.4", webOnly,
            "functions repeated on the pages of a set must be named alike on each; not an app's: WCAG2ICT applies it to sets of programs"),
    ]

    private static let byNumber = Dictionary(all.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })

    /// The page-wide criterion with this number, or nil when it is not one.
    public static func named(_ number: String) -> Criterion? { byNumber[number] }

    /// Whether every page or screen of `part` must meet the criterion numbered `number`.
    public static func applies(_ number: String, in part: ProductPart) -> Bool {
        byNumber[number]?.applies(in: part) ?? false
    }
}
