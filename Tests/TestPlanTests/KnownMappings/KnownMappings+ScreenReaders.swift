extension KnownMappings {
    /// Steps of steps/setup.md, screen-readers-*.md, screen-reader-output.md and catalog-screen-readers.md.
    static let screenReaders: [KnownMapping] = [
        KnownMapping(
            "that I am on a screen with a toggle switch", tags: ["@native", "@toggle-switch", "@keyboard"], platform: "ios", .setup, [],
            because: "opening the screen checks nothing; an unreachable screen is blocked, not failed"),
    ]
}
