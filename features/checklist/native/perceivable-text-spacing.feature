# Sources: WCAG 2.2 Understanding 1.4.12 Text Spacing
# (w3.org/WAI/WCAG22/Understanding/text-spacing); WCAG2ICT for native software, which applies the
# criterion to the spacing the platform or the app lets users change. Section 508 Trusted Tester 5.1
# follows WCAG 2.0 and has no test of this WCAG 2.1 criterion.
@native @checklist @text-spacing
Feature: Text spacing
  Widening line, paragraph, letter and word spacing loses no content or function.

  @settings
  Scenario: Content survives the WCAG text spacing
    Given that I am on a screen with text content
    And I apply the WCAG text spacing to the content
    Then no text should be cut off, overlap or disappear with the wider text spacing
    And every control should still work with the wider text spacing
