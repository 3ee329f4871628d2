extension KnownMappings {
    /// Steps of steps/keyboard.md, catalog-keyboard.md, gestures.md, expectations.md,
    /// text-resize.md and catalog-gestures-and-more.md.
    static let keyboardGesturesAndMore: [KnownMapping] = [
        // Key presses, double-taps and other actions: judged at the step after them.
        KnownMapping(
            "I press the \"SPACEBAR\" key", tags: ["@native", "@toggle-switch", "@keyboard"], platform: "android", .action, [],
            because: "a key press is judged at the step after it"),
        KnownMapping(
            "I press the \"ESCAPE\" key", tags: ["@native", "@alert-dialog", "@keyboard"], platform: "ios", .action, [],
            because: "pressing Escape checks nothing; whether the alert closed and where focus went is the next step"),
        KnownMapping(
            "I use enter", tags: ["@native", "@alert-modal-dialog", "@keyboard"], platform: "android", .action, [],
            because: "a key press is judged at the step after it"),
        KnownMapping(
            "I press the \"ARROW KEYS\"", tags: ["@native", "@segemented-control-tabs", "@keyboard"], platform: "ios", .action, [],
            because: "the arrow keys inside a group are judged at 'I should navigate through the group'"),
        KnownMapping(
            "when I use the spacebar and/or enter key to activate the button", tags: ["@web", "@button", "@keyboard"], platform: "desktop",
            .action, [], because: "activating is judged at 'I SEE the intended action occurs'"),
        KnownMapping(
            "when I use the escape key", tags: ["@web", "@modal-dialog", "@keyboard"], platform: "desktop", .action, [],
            because: "pressing Escape checks nothing; closing and focus return are the next step"),
        KnownMapping(
            "I use the arrow key to browse to a heading", tags: ["@web", "@heading-h1-h2-h3-h4-h5-h6", "@keyboard"], platform: "desktop",
            .action, [], because: "scrolling with the arrow keys is judged at 'I SEE the heading comes into view'"),
        KnownMapping(
            "I double-tap the button", tags: ["@native", "@button", "@gestures"], platform: "ios", .action, [],
            because: "a double-tap is judged at 'the button should be activated'"),
        KnownMapping(
            "when I doubletap with the button in focus", tags: ["@web", "@button", "@screenreader", "@mobile-web"], platform: "mobile-web",
            .action, [], because: "a double-tap is judged at 'I HEAR the intended action occurs'"),
        KnownMapping(
            "I use the Rotor/TalkBack menu", tags: ["@native", "@link", "@gestures"], platform: "android", .action, [],
            because: "opening the menu checks nothing; finding and activating the link in it is the next step"),
        KnownMapping(
            "when I change orientations", tags: ["@web", "@basic-web-page", "@screenreader", "@mobile-web"], platform: "mobile-web",
            .action, [], because: "turning the device checks nothing; 'content is accessible in landscape or portrait' is the 1.3.4 check"),
        KnownMapping(
            "I use features that trigger the toast", tags: ["@web", "@toast-snackbar", "@keyboard"], platform: "desktop", .action, [],
            because: "triggering the toast checks nothing; how it appears and is announced is judged after"),

        // Setup: brings the device or page into a state.
        KnownMapping(
            "I adjust the device text resize setting to 200%", tags: ["@native", "@button", "@text-resize"], platform: "ios", .setup, [],
            because: "raising the text size checks nothing; the resize check after it carries 1.4.4"),
        KnownMapping(
            "the user adjusts text resizing settings up to 200%", tags: ["@native", "@date-time-picker", "@text-resize"],
            platform: "android", .setup, [], because: "raising the text size checks nothing; the resize check after it carries 1.4.4"),
        KnownMapping(
            "I zoom to 400% (or set the viewport to a width equivalent to 320 CSS pixels) THEN",
            tags: ["@web", "@carousel-slideshow", "@settings"], platform: "desktop", .setup, [],
            because: "zooming prepares the reflow check; it does not evidence 1.4.10 itself"),
        KnownMapping(
            "I am using keyboard navigation", tags: ["@native", "@loading-spinner", "@keyboard"], platform: "ios", .setup, [],
            because: "connecting a keyboard checks nothing"),
        KnownMapping(
            "that I am on a star rating input", tags: ["@web", "@star-rating-input", "@keyboard"], platform: "desktop", .setup, [],
            because: "opening the page checks nothing; an unreachable page is blocked, not failed"),
        KnownMapping(
            "when I use the device's reduced motion settings", tags: ["@web", "@animation", "@keyboard"], platform: "mobile-web", .setup, [],
            because: "turning on reduced motion checks nothing; the page honouring it is the next step"),

        // Conditions and qualifiers.
        KnownMapping(
            "the Grabber is available", tags: ["@native", "@sheet", "@keyboard"], platform: "ios", .condition, [],
            because: "a condition decides whether the steps after it apply"),
        KnownMapping(
            "at least one method should work", tags: ["@native", "@link", "@gestures"], platform: "ios", .condition, [],
            because: "it only qualifies the Rotor step before it, which carries 4.1.2"),
        KnownMapping(
            "EXCEPT FOR parts of the content that require two-dimensional layout for usage or meaning",
            tags: ["@web", "@carousel-slideshow", "@settings"], platform: "desktop", .condition, [],
            because: "the exception qualifies the reflow check before it"),

        // Placeholders, known issues and exemptions.
        KnownMapping(
            "n/a", tags: ["@native", "@alert-modal-dialog", "@gestures"], platform: "android", .note, [],
            because: "a placeholder tests nothing"),
        KnownMapping(
            "KNOWN ISSUE: Links do not currently appear in iOS Rotor using SwiftUI", tags: ["@native", "@link", "@gestures"],
            platform: "ios", .note, [], because: "a known issue is a remark, not a check; 1.4.4 has nothing to do with the Rotor"),
        KnownMapping(
            "keyboard interaction is N/A", tags: ["@native", "@loading-spinner", "@keyboard"], platform: "android", .note, [],
            because: "a placeholder tests nothing"),
        KnownMapping(
            "group-related functionality is not applicable (n/a)", tags: ["@native", "@alert-dialog", "@gestures"], platform: "ios", .note,
            [], because: "a placeholder tests nothing"),
        KnownMapping(
            "keyboard navigation does not apply to headings as they are not interactive elements which receive focus (N/A)",
            tags: ["@native", "@heading", "@keyboard"], platform: "android", .note, [],
            because: "an exemption records what is not tested"),
        KnownMapping(
            "text within images should not resize", tags: ["@native", "@graphic-visual-element", "@text-resize"], platform: "ios", .note, [],
            because: "an exemption records what is not tested; it is no 1.4.4 pass"),

        // Keyboard navigation checks.
        KnownMapping(
            "I press the \"TAB\" key, an arrow key, or \"CTRL+TAB\" key", tags: ["@native", "@alert-dialog", "@keyboard"], platform: "ios",
            .action, [],
            because: "a key press is an action; the check after it judges where focus went, and 2.1.2 has explicit no-keyboard-trap checks"),
        KnownMapping(
            "I use the tab key to move focus to a button", tags: ["@web", "@button", "@keyboard"], platform: "desktop", .check,
            ["2.1.1", "2.4.3", "2.4.7"],
            because: "tabbing to the button judges reach, order and visible focus on web; 2.1.2 has explicit no-keyboard-trap checks"),
        KnownMapping(
            "I use the tab key", tags: ["@web", "@list", "@keyboard"], platform: "mobile-web", .action, [],
            because: "pressing Tab is an action; the check after it judges where focus went, and 2.1.2 has explicit no-keyboard-trap checks"),

        // Activation after a key press (iOS Full Keyboard Access, Android keyboard) vs after a double-tap.
        KnownMapping(
            "the button should be activated on iOS and Android", tags: ["@native", "@button", "@keyboard"], platform: "ios", .check,
            ["2.1.1"],
            because:
                "after Space with Full Keyboard Access a button that does nothing fails keyboard operation; no screen reader speaks, so not 4.1.2"),
        KnownMapping(
            "the button should be activated", tags: ["@native", "@button", "@gestures"], platform: "ios", .check, ["4.1.2"],
            because: "after a VoiceOver double-tap it is not a keyboard failure, only exposure of role and action"),
        KnownMapping(
            "the dropdown should be selected and opened on iOS and Android", tags: ["@native", "@dropdown", "@keyboard"], platform: "android",
            .check, ["2.1.1"], because: "opened by a key press with no screen reader running: keyboard operation, not 4.1.2"),
        KnownMapping(
            "the dropdown should be selected and opened", tags: ["@native", "@dropdown", "@gestures"], platform: "android", .check,
            ["4.1.2"], because: "opened by a TalkBack double-tap: not a keyboard check"),
        KnownMapping(
            "the slider value should increase by one step", tags: ["@native", "@slider", "@keyboard"], platform: "ios", .check,
            ["2.1.1"], because: "the arrow key with Full Keyboard Access must change the value; no screen reader speaks, so not 4.1.2"),
        KnownMapping(
            "the slider value should increase or decrease by one step", tags: ["@native", "@slider", "@gestures"], platform: "ios", .check,
            ["4.1.2"], because: "VoiceOver's swipe up or down is the adjustable action: a failure is exposure, not 2.1.1"),
        KnownMapping(
            "I SEE the intended action occurs", tags: ["@web", "@button", "@keyboard"], platform: "desktop", .check, ["2.1.1"],
            because: "keyboard alone: the key must carry out the action; a button doing its job is not a status message (4.1.3)"),
        KnownMapping(
            "I HEAR the intended action occurs", tags: ["@web", "@button", "@screenreader", "@desktop"], platform: "desktop", .check,
            ["2.1.1", "4.1.2"], because: "with a desktop screen reader the action follows a key press and its result must be exposed"),
        KnownMapping(
            "I HEAR the intended action occurs", tags: ["@web", "@button", "@screenreader", "@mobile-web"], platform: "mobile-web", .check,
            ["4.1.2"], because: "on mobile web it follows a double-tap, which is not keyboard operation"),
        KnownMapping(
            "the modal should close", tags: ["@native", "@modal", "@keyboard"], platform: "android", .check, ["2.1.1"],
            because: "Escape must close the modal"),
        KnownMapping(
            "the menu should close (Android only)", tags: ["@native", "@sidebar-navigation-menu", "@gestures"], platform: "android", .check,
            ["4.1.2"], because: "closing with TalkBack's two-finger swipe tests the exposed dismiss action, not the keyboard"),

        // Where focus goes.
        KnownMapping(
            "I SEE focus returns to the launch button", tags: ["@web", "@modal-dialog", "@keyboard"], platform: "desktop", .check, ["2.4.3"],
            because: "focus not returning is a focus-order failure, not a keyboard one"),
        KnownMapping(
            "focus should return to the button that launched it", tags: ["@native", "@modal", "@keyboard"], platform: "ios", .check,
            ["2.4.3"], because: "focus return is 2.4.3 only"),
        KnownMapping(
            "The dialog closes and returns focus to the button that launched it", tags: ["@native", "@alert-modal-dialog", "@keyboard"],
            platform: "android", .check, ["2.1.1", "2.4.3"], because: "Escape closing the dialog is keyboard operation; focus return is order"),
        KnownMapping(
            "I SEE the dialog opens and is in focus", tags: ["@web", "@modal-dialog", "@keyboard"], platform: "desktop", .check,
            ["2.1.1", "2.4.3"], because: "the key opens the dialog and focus moves into it; a dialog is not a skip link (2.4.1)"),
        KnownMapping(
            "I SEE my focus moves directly to the targeted element", tags: ["@web", "@skip-link", "@keyboard"], platform: "desktop", .check,
            ["2.4.1", "2.4.3"], because: "a skip link moving focus to its target is bypass blocks"),
        KnownMapping(
            "focus should move into the modal and remain confined within it", tags: ["@native", "@modal", "@gestures"], platform: "ios",
            .check, ["2.4.3", "4.1.2"], because: "screen-reader focus escaping the modal is focus order and unexposed modality"),
        KnownMapping(
            "the focus should move to the strike-through text", tags: ["@native", "@strike-through-text", "@gestures"], platform: "android",
            .check, ["1.3.2", "2.4.3"], because: "struck-through text is not a UI component: reaching it in order is 1.3.2 and 2.4.3"),
        KnownMapping(
            "the focus should move to the button", tags: ["@native", "@button", "@gestures"], platform: "android", .check,
            ["2.4.3", "4.1.2"], because: "a control the swipe cannot reach or that is not announced is not exposed"),
        KnownMapping(
            "I swipe to navigate to the button", tags: ["@native", "@button", "@gestures"], platform: "ios", .check, ["1.3.2", "2.4.3"],
            because: "swipe order is meaningful sequence and focus order, not info and relationships"),

        // Focus indicators.
        KnownMapping(
            "a visible focus indicator should be clearly shown around controls in a logical order", tags: ["@native", "@focus", "@keyboard"],
            platform: "android", .check, ["1.4.11", "2.4.3", "2.4.7", "2.4.11"],
            because: "indicator visible, contrasting and uncovered; the text also asks for a logical order; no 1.4.4 at normal text size"),
        KnownMapping(
            "a visible focus indicator should be clearly shown around content when tapped or navigated using gestures",
            tags: ["@native", "@focus", "@screenreader"], platform: "ios", .check, ["2.4.7"],
            because: "the screen reader's outline must not be hidden or clipped; its colour is the system's"),
        KnownMapping(
            "I SEE focus is strongly visually indicated", tags: ["@web", "@button", "@keyboard"], platform: "mobile-web", .check,
            ["1.4.11", "2.4.7", "2.4.11"], because: "a focus-indicator check: visible, contrasting, not obscured"),
        KnownMapping(
            "the focus should visibly move to all controls without losing information", tags: ["@native", "@focus", "@text-resize"],
            platform: "ios", .check, ["1.4.4", "2.1.1", "2.4.3", "2.4.7", "2.4.11"],
            because: "the keyboard focus check repeated at 200% text also judges content lost to the larger text"),

        // Contrast, resize, reflow, motion and other checks.
        KnownMapping(
            "I SEE hint, help, or error text meets size and contrast requirements", tags: ["@web", "@hint-help-or-error", "@keyboard"],
            platform: "desktop", .check, ["1.4.3"], because: "a 2.85:1 hint is a contrast failure; WCAG has no minimum text size (not 1.4.4)"),
        KnownMapping(
            "the text on the button should resize up to 200% without losing information", tags: ["@native", "@button", "@text-resize"],
            platform: "android", .check, ["1.4.4"], because: "the resize check itself"),
        KnownMapping(
            "I SEE the carousel content and controls reflow without loss of information or functionality and I do not need to scroll in two dimensions",
            tags: ["@web", "@carousel-slideshow", "@settings"], platform: "mobile-web", .check, ["1.4.10"], because: "the reflow check itself"),
        KnownMapping(
            "I use reduced motion THEN I see large motion, animations or effects are reduced or eliminated",
            tags: ["@web", "@animation", "@settings"], platform: "desktop", .check, ["2.3.3"],
            because: "honouring reduced motion is animation from interactions; 2.2.2 is met by any pause control"),
        KnownMapping(
            "the previous and current data should be expressed", tags: ["@native", "@strike-through-text", "@screenreader"], platform: "ios",
            .check, ["1.3.1"], because: "the old price is shown only by strike-through styling"),
        KnownMapping(
            "its current value should be expressed, if applicable", tags: ["@native", "@slider", "@screenreader"], platform: "android",
            .check, ["4.1.2"], because: "a slider's value is part of name, role, value"),
        KnownMapping(
            "I SEE the image is skipped and ignored", tags: ["@web", "@decorative-image", "@keyboard"], platform: "desktop", .check,
            ["1.1.1"], because: "a decorative image that takes focus cannot be ignored by assistive technology"),
        KnownMapping(
            "I SEE numbers are entered", tags: ["@web", "@number-input", "@keyboard"], platform: "desktop", .check, ["2.1.1"],
            because: "digits typed on the keyboard must reach the field"),
        KnownMapping(
            "the reorder control should not be activated via keyboard input", tags: ["@native", "@reorder-data-row", "@keyboard"],
            platform: "android", .check, ["2.1.1"], because: "reordering must still be possible from the keyboard another way"),
        // Page- and screen-level checklist checks (issue 35): one criterion per check; key presses and best practice carry none.
        KnownMapping(
            "I move keyboard focus forwards through the whole page and then backwards to the start",
            tags: ["@web", "@checklist", "@no-keyboard-trap", "@keyboard"], platform: "desktop", .action, [],
            because: "moving focus is an action; the explicit checks after it judge traps"),
        KnownMapping(
            "keyboard focus should never be trapped in any component, frame or embedded content",
            tags: ["@native", "@checklist", "@no-keyboard-trap", "@keyboard"], platform: "ios", .check, ["2.1.2"],
            because: "focus that can enter a part but not leave it by keyboard is a keyboard trap, and nothing else"),
        KnownMapping(
            "the boundary or other mark that identifies each input and control should have a contrast of at least 3:1 with the colours next to it",
            tags: ["@web", "@checklist", "@non-text-contrast", "@visual"], platform: "mobile-web", .check, ["1.4.11"],
            because: "a control's identifying boundary is a user interface component's visual information: non-text contrast, not focus"),
        KnownMapping(
            "placeholder text and the text of controls that look disabled but still work should meet the text contrast ratios",
            tags: ["@web", "@checklist", "@contrast", "@visual"], platform: "desktop", .check, ["1.4.3"],
            because: "placeholders are text, and a control that works is not inactive: text contrast"),
        KnownMapping(
            "the time-limit warning should give me at least 20 seconds to extend",
            tags: ["@web", "@checklist", "@timing-adjustable", "@visual"], platform: "desktop", .check, ["2.2.1"],
            because: "the 20-second warning is timing adjustable's extend option"),
        KnownMapping(
            "each screen should have a title that says its topic or purpose", tags: ["@native", "@checklist", "@screen-titled", "@screenreader"],
            platform: "ios", .check, ["2.4.2"],
            because: "WCAG2ICT's 2025 reading of 2.4.2 for software: each window or screen has a title describing its name, topic or purpose"),
        KnownMapping(
            "the screen reader should announce the new screen's title when the screen opens",
            tags: ["@native", "@checklist", "@screen-titled", "@screenreader"], platform: "android", .note, [],
            because: "2.4.2 asks each screen to have a title, not that it be announced on opening: best practice, recorded as a remark"),
        KnownMapping(
            "autofill should offer the saved personal details in the matching fields", tags: ["@web", "@checklist", "@input-purpose"],
            platform: "desktop", .note, [],
            because: "1.3.5 asks for the programmatic purpose only; what a browser's autofill offers is the user agent's"),
    ]
}
