import Testing

@testable import Reports

@Suite("HTML report colours")
struct HTMLPaletteTests {
    @Test("the contrast ratio is WCAG's: 21 for black on white, 1 for a colour on itself")
    func ratio() {
        #expect(abs(HTMLPalette.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(abs(HTMLPalette.contrast("#777777", "#777777") - 1) < 0.001)
        // #767676 on white is the well-known lightest grey that passes 4.5:1.
        #expect(HTMLPalette.contrast("#767676", "#ffffff") >= 4.5)
        #expect(HTMLPalette.contrast("#777777", "#ffffff") < 4.5)
    }

    @Test("every text colour reaches 4.5:1 on every background the report uses")
    func textContrast() {
        let texts = [HTMLPalette.text, HTMLPalette.mutedText, HTMLPalette.link] + HTMLResultKind.allCases.map { HTMLPalette.colour(of: $0) }
        for background in [HTMLPalette.background, HTMLPalette.headerBackground, HTMLPalette.calloutBackground] {
            for colour in texts {
                #expect(HTMLPalette.contrast(colour, background) >= 4.5, "\(colour) on \(background)")
            }
        }
    }

    @Test("every chart bar reaches 3:1 against the page, and no two share a colour")
    func chartContrast() {
        let bars = HTMLResultKind.allCases.map { HTMLPalette.colour(of: $0) }
        for colour in bars {
            #expect(HTMLPalette.contrast(colour, HTMLPalette.background) >= 3, "\(colour)")
        }
        #expect(Set(bars).count == bars.count)
    }
}
