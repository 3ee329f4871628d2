extension KnownMappings {
    /// Steps of steps/setup.md, screen-readers-*.md, screen-reader-output.md and catalog-screen-readers.md.
    static let screenReaders: [KnownMapping] = [
        KnownMapping(
            "that I am on a screen with a toggle switch", tags: ["@native", "@toggle-switch", "@keyboard"], platform: "ios", .setup, [],
            because: "opening the screen checks nothing; an unreachable screen is blocked, not failed"),
        KnownMapping(
            "that I am on a page with a button", tags: ["@web", "@button", "@keyboard"], platform: "desktop", .setup, [],
            because: "opening the page checks nothing; the steps after it judge the button"),
        KnownMapping(
            "I use a desktop screenreader (NVDA, JAWS, VoiceOver)", tags: ["@web", "@button", "@screenreader", "@desktop"], platform: "desktop",
            .setup, [],
            because: "starting NVDA, JAWS or VoiceOver checks nothing about the page"),
        KnownMapping(
            "I use a mobile screenreader (Talkback, VoiceOver)", tags: ["@web", "@link", "@screenreader", "@mobile-web"], platform: "mobile-web",
            .setup, [],
            because: "turning on VoiceOver or TalkBack checks nothing about the page"),
        KnownMapping(
            "a screen reader is active", tags: ["@native", "@modal", "@screenreader"], platform: "ios", .setup, [],
            because: "turning on VoiceOver checks nothing about the app"),
        KnownMapping(
            "the screen reader starts", tags: ["@native", "@focus", "@screenreader"], platform: "android", .setup, [],
            because: "turning on TalkBack checks nothing about the app"),
        KnownMapping(
            "I use a screenreader (Talkback, VoiceOver)", tags: ["@native", "@decorative-image-or-icon", "@screenreader"], platform: "ios", .setup,
            [],
            because: "turning on the screen reader checks nothing about the app"),
        KnownMapping(
            "I have mobile screenreader verbosity settings enabled to Speak text formatting and list position AND",
            tags: ["@web", "@list", "@screenreader", "@mobile-web"], platform: "mobile-web", .setup, [],
            because: "a verbosity setting prepares the screen reader; the list checks come after it"),
        KnownMapping(
            "a screen reader reads the button", tags: ["@native", "@button", "@screenreader"], platform: "ios", .action, [],
            because: "moving the screen reader to the button only listens; name, role and state are judged by the next steps"),
        KnownMapping(
            "a screen reader reads any interactive elements inside the snackbar", tags: ["@native", "@snackbar-toast", "@screenreader"],
            platform: "android", .action, [],
            because: "swiping through the snackbar only listens; the following lines judge what is heard"),
        KnownMapping(
            "I check the screen reader output for name", tags: ["@native", "@alert-modal-dialog", "@screenreader"], platform: "ios", .action, [],
            because: "listening for the name is judged by the step that follows"),
        KnownMapping(
            "each item must be announced with the following attributes:", tags: ["@native", "@carousel", "@screenreader"], platform: "ios", .action,
            [],
            because: "an introductory line; the name, role and state lines after it are the checks"),
        KnownMapping(
            "its name should clearly describe its purpose and match the visible label", tags: ["@native", "@button", "@screenreader"],
            platform: "ios", .check, ["2.4.6", "2.5.3", "4.1.2"],
            because: "a button's name is not a link purpose: descriptive label 2.4.6, label in name 2.5.3, a name at all 4.1.2"),
        KnownMapping(
            "its name should clearly describe its purpose and match the visible label", tags: ["@native", "@toggle-switch", "@screenreader"],
            platform: "android", .check, ["2.4.6", "2.5.3", "4.1.2"],
            because: "a switch is not a link, so an unclear name fails 2.4.6, never 2.4.4"),
        KnownMapping(
            "its name should clearly describe its purpose and destination", tags: ["@native", "@link", "@screenreader"], platform: "android", .check,
            ["2.4.4", "2.5.3", "4.1.2"],
            because: "on a link, saying where it leads is link purpose 2.4.4"),
        KnownMapping(
            "I HEAR Its purpose is clear", tags: ["@web", "@button", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.4.6", "2.5.3", "4.1.2"],
            because: "a web button's unclear name is a 2.4.6 label problem, not 2.4.4 link purpose"),
        KnownMapping(
            "I HEAR its purpose is clear", tags: ["@web", "@text-input", "@screenreader", "@mobile-web"], platform: "mobile-web", .check,
            ["2.4.6", "2.5.3", "4.1.2"],
            because: "a text input is not a link; its label must describe it, 2.4.6"),
        KnownMapping(
            "I HEAR its purpose is clear", tags: ["@web", "@link", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.4.4", "2.5.3", "4.1.2"],
            because: "in the link feature the same words judge link purpose, 2.4.4"),
        KnownMapping(
            "I HEAR its label and purpose is clear", tags: ["@web", "@checkbox", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.4.6", "2.5.3", "3.3.2", "4.1.2"],
            because: "an input's label: descriptive 2.4.6, in the name 2.5.3, present as a label 3.3.2, exposed 4.1.2"),
        KnownMapping(
            "I HEAR its label and purpose is clear", tags: ["@web", "@tabs", "@screenreader", "@mobile-web"], platform: "mobile-web", .check,
            ["2.4.6", "2.5.3", "4.1.2"],
            because: "tabs take no user input, so labels or instructions 3.3.2 does not apply"),
        KnownMapping(
            "I HEAR it identifies itself as a heading and its level", tags: ["@web", "@heading-h1-h2-h3-h4-h5-h6", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["1.3.1"],
            because: "a heading is structure, 1.3.1, not a user interface component under 4.1.2"),
        KnownMapping(
            "I HEAR it identifies itself as a list", tags: ["@web", "@list", "@screenreader", "@mobile-web"], platform: "mobile-web", .check,
            ["1.3.1"],
            because: "a list's role is structure, 1.3.1"),
        KnownMapping(
            "I HEAR it identifies itself as a link", tags: ["@web", "@link", "@screenreader", "@desktop"], platform: "desktop", .check, ["4.1.2"],
            because: "a link is a control whose role must be exposed, 4.1.2"),
        KnownMapping(
            "I HEAR it identifies itself as an alert or status when it appears", tags: ["@web", "@toast-snackbar", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["4.1.3"],
            because: "the alert or status role is how a status message reaches the screen reader, 4.1.3"),
        KnownMapping(
            "its role should be identified as a button in iOS and as a button or \"double tap to activate\" in Android",
            tags: ["@native", "@button", "@screenreader"], platform: "ios", .check, ["4.1.2"],
            because: "a button's role is name, role, value"),
        KnownMapping(
            "I HEAR the toast is read when it appears (BUT focus DOES NOT transfer automatically when the toast appears)",
            tags: ["@web", "@toast-snackbar", "@screenreader", "@desktop"], platform: "desktop", .check, ["4.1.3"],
            because: "announcing the toast without moving focus is status messages only; it says nothing about timing"),
        KnownMapping(
            "I HEAR it remains open until closed by user", tags: ["@web", "@toast-snackbar", "@screenreader", "@mobile-web"], platform: "mobile-web",
            .check, ["2.2.1"],
            because: "a toast closing on a timer is a time limit, 2.2.1; announcement is a separate line"),
        KnownMapping(
            "the snackbar/toast should be dynamically announced without moving the focus to it", tags: ["@native", "@snackbar-toast", "@gestures"],
            platform: "ios", .check, ["4.1.3"],
            because: "a snackbar announced without taking focus is a status message"),
        KnownMapping(
            "I HEAR the alert is read when it appears (BUT focus DOES NOT transfer automatically when the alert appears)",
            tags: ["@web", "@alert-notification", "@screenreader", "@mobile-web"], platform: "mobile-web", .check, ["4.1.3"],
            because: "an alert that appears is a status message; no time limit is tested here"),
        KnownMapping(
            "I HEAR The page has a unique logical title in the browser tab", tags: ["@web", "@basic-web-page", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["2.4.2"],
            because: "the page title is page titled only, not landmarks or orientation"),
        KnownMapping(
            "I HEAR Major landmarks are discoverable with screenreader shortcuts: header/banner, navigation, main and footer/content info landmarks",
            tags: ["@web", "@basic-web-page", "@screenreader", "@desktop"], platform: "desktop", .check, ["1.3.1", "2.4.1"],
            because: "landmarks are structure and a way to bypass blocks; they have nothing to do with orientation or titles"),
        KnownMapping(
            "I HEAR content is accessible in landscape or portrait orientation", tags: ["@web", "@basic-web-page", "@screenreader", "@mobile-web"],
            platform: "mobile-web", .check, ["1.3.4"],
            because: "orientation only"),
        KnownMapping(
            "I HEAR audio content never autoplays", tags: ["@web", "@video-audio-player", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["1.4.2"],
            because: "sound that starts by itself is audio control, 1.4.2, nothing else"),
        KnownMapping(
            "I HEAR the animation is disabled or reduced", tags: ["@web", "@animation", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.3.3"],
            because: "honouring reduce motion is animation from interactions; the pause control is judged elsewhere"),
        KnownMapping(
            "I HEAR an alternative method of consumption or interaction is available", tags: ["@web", "@animation", "@screenreader", "@mobile-web"],
            platform: "mobile-web", .check, ["1.1.1"],
            because: "an animation's information must also be available as text, non-text content"),
        KnownMapping(
            "I HEAR the heading's purpose and level must be clear", tags: ["@web", "@heading-h1-h2-h3-h4-h5-h6", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["1.3.1", "2.4.6"],
            because: "level is structure, 1.3.1; a heading that says what its section is about is 2.4.6"),
        KnownMapping(
            "I HEAR it is logically ordered, starting with a single h1, sections titled by h2, and subsections with h3",
            tags: ["@web", "@heading-h1-h2-h3-h4-h5-h6", "@screenreader", "@mobile-web"], platform: "mobile-web", .check, ["1.3.1"],
            because: "the heading outline is structure, 1.3.1"),
        KnownMapping(
            "I HEAR nothing happens to the heading because headings must NOT be focusable",
            tags: ["@web", "@heading-h1-h2-h3-h4-h5-h6", "@screenreader", "@desktop"], platform: "desktop", .check, ["2.4.3"],
            because: "a heading in the Tab order is a focus-order stop, not a structure or label problem"),
        KnownMapping(
            "I HEAR it describes which landmark it's targeting", tags: ["@web", "@skip-link", "@screenreader", "@desktop"], platform: "desktop",
            .check, ["2.4.4"],
            because: "the skip link's name says where it leads, link purpose"),
        KnownMapping(
            "I HEAR it is typically the first element in the page", tags: ["@web", "@skip-link", "@screenreader", "@desktop"], platform: "desktop",
            .check, ["2.4.1"],
            because: "a skip link placed first is what bypasses the repeated blocks"),
        KnownMapping(
            "I HEAR my focus moves directly to the targeted element", tags: ["@web", "@skip-link", "@screenreader", "@mobile-web"],
            platform: "mobile-web", .check, ["2.4.1", "2.4.3"],
            because: "the skip link must actually move focus past the blocks to its target"),
        KnownMapping(
            "I HEAR my focus moves directly to the targeted footnote", tags: ["@web", "@footnote", "@screenreader", "@desktop"], platform: "desktop",
            .check, ["2.4.3"],
            because: "a footnote link is not a bypass mechanism; only focus order applies"),
        KnownMapping(
            "I HEAR it describes its purpose", tags: ["@web", "@footnote", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.4.4", "2.5.3", "4.1.2"],
            because: "a footnote reference is a link, so its purpose is link purpose"),
        KnownMapping(
            "I HEAR the video control purpose is clear (play, pause, stop)", tags: ["@web", "@video-audio-player", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["2.4.6", "2.5.3", "4.1.2"],
            because: "video controls are buttons, not links: descriptive labels 2.4.6"),
        KnownMapping(
            "\"ERROR\" should be announced as alt text for an error icon", tags: ["@native", "@field-error", "@screenreader"], platform: "ios",
            .check, ["1.1.1"],
            because: "only the icon needs a text alternative"),
        KnownMapping(
            "the error message should be announced", tags: ["@native", "@field-error", "@screenreader"], platform: "android", .check,
            ["1.3.1", "3.3.1"],
            because: "the error message is error identification tied to its field; it is not non-text content"),
        KnownMapping(
            "I HEAR when it appears dynamically, an error is read automatically", tags: ["@web", "@hint-help-or-error", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["4.1.3"],
            because: "hearing an error without moving to it is status messages; the text itself already meets 3.3.1"),
        KnownMapping(
            "state-related functionality is not applicable (N/A)", tags: ["@native", "@snackbar-toast", "@screenreader"], platform: "android", .note,
            [],
            because: "an N/A placeholder from the criteria checks nothing"),
        KnownMapping(
            "I HEAR the numeric keypad is revealed", tags: ["@web", "@number-input", "@screenreader", "@mobile-web"], platform: "mobile-web", .note,
            [],
            because: "no WCAG 2.2 criterion requires a numeric keypad"),
        KnownMapping(
            "I HEAR my browser goes to the intended location", tags: ["@web", "@pagination-nav", "@screenreader", "@desktop"], platform: "desktop",
            .check, ["2.1.1", "4.1.2"],
            because: "on desktop it follows the Enter key, so keyboard operation is tested"),
        KnownMapping(
            "I HEAR my browser goes to the intended location", tags: ["@web", "@pagination-nav", "@screenreader", "@mobile-web"],
            platform: "mobile-web", .check, ["4.1.2"],
            because: "on mobile web it follows a double-tap, which is not a keyboard"),
        KnownMapping(
            "I HEAR the intended action occurs (if applicable)", tags: ["@web", "@tooltip", "@screenreader", "@mobile-web"], platform: "mobile-web",
            .check, ["4.1.2"],
            because: "after a double-tap the result is name, role, value, not 2.1.1"),
        KnownMapping(
            "I SEE the radio button with focus change state to selected.", tags: ["@web", "@radio-button", "@keyboard"], platform: "desktop", .check,
            ["2.1.1"],
            because: "in the keyboard scenario this judges whether Space selects the radio button"),
        KnownMapping(
            "I HEAR the radio button with focus change state to selected.", tags: ["@web", "@radio-button", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["4.1.2"],
            because: "the new selected state must be announced, name, role, value"),
        KnownMapping(
            "I HEAR The link names correspond to their destination page titles", tags: ["@web", "@breadcrumbs", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["2.4.4"],
            because: "a breadcrumb link's name against its destination is link purpose only"),
        KnownMapping(
            "I HEAR The current page link is indicated when focused", tags: ["@web", "@breadcrumbs", "@screenreader", "@mobile-web"],
            platform: "mobile-web", .check, ["1.3.1", "4.1.2"],
            because: "the current page is conveyed visually and must be exposed as the link's current state"),
        KnownMapping(
            "if the focus moves to a graphic, it should express its name", tags: ["@native", "@graphic-visual-element", "@gestures"],
            platform: "android", .check, ["1.1.1"],
            because: "a non-interactive graphic's spoken name is its text alternative, not a 4.1.2 control name"),
        KnownMapping(
            "the Name must clearly describe the purpose (e.g., \"Start/Pause\")", tags: ["@native", "@timer", "@screenreader"], platform: "ios",
            .check, ["2.4.6", "2.5.3", "4.1.2"],
            because: "a timer button's name is a label, not a link purpose"),
        KnownMapping(
            "the text should resize up to 200% without losing information (visible label text)",
            tags: ["@native", "@reorder-data-row", "@text-resize"], platform: "android", .check, ["1.4.4"],
            because: "lost text at 200% is resize text; nothing structural is judged"),
        KnownMapping(
            "I HEAR the dialog describes its purpose or title on launch", tags: ["@web", "@modal-dialog", "@screenreader", "@desktop"],
            platform: "desktop", .check, ["2.4.3", "2.4.6", "4.1.2"],
            because: "focus into the dialog, a descriptive title, and the title as its name"),
        KnownMapping(
            "confining the user within the alert should communicate its modal context to the screen reader",
            tags: ["@native", "@alert-dialog", "@screenreader"], platform: "android", .check, ["2.4.3", "4.1.2"],
            because: "escaping into the background is focus order; the modal state is a property to expose"),
        KnownMapping(
            "I SEE the state of the password visibility (with or without characters entered)", tags: ["@web", "@password-input", "@keyboard"],
            platform: "desktop", .check, ["2.1.1"],
            because: "after using the control from the keyboard, whether the key worked is keyboard operation"),
        KnownMapping(
            "I HEAR the search results are presented", tags: ["@web", "@search-input", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.1.1", "4.1.3"],
            because: "results after Enter: the key must work, and the result count is a status message"),
    ]
}
