extension KnownMappings {
    /// Steps of steps/keyboard.md, catalog-keyboard.md, gestures.md, expectations.md,
    /// text-resize.md and catalog-gestures-and-more.md.
    static let keyboardGesturesAndMore: [KnownMapping] = [
        KnownMapping(
            "I press the \"SPACEBAR\" key", tags: ["@native", "@toggle-switch", "@keyboard"], platform: "android", .action, [],
            because: "a key press is judged at the step after it"),
    ]
}
