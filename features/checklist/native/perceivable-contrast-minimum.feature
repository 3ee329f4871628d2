# Sources: WCAG 2.2 Understanding 1.4.3 Contrast (Minimum)
# (w3.org/WAI/WCAG22/Understanding/contrast-minimum); Section 508 Trusted Tester 5.1's contrast
# test; WCAG2ICT for native software (same ratios; the point sizes are read for the platform).
@native @checklist @contrast
Feature: Contrast (minimum)
  Text has a contrast of at least 4.5:1, and large text at least 3:1, in every appearance the
  app offers.

  @visual
  Scenario: Text contrast in the light appearance
    Given that I am on a screen with text
    When I measure the contrast of the text on the screen
    Then small text should have a contrast of at least 4.5:1 with its background
    And large text should have a contrast of at least 3:1 with its background

  @settings
  Scenario: Text contrast in the dark appearance
    Given that I am on a screen with text
    And I switch the device to dark appearance
    When I measure the contrast of the text on the screen
    Then small text should have a contrast of at least 4.5:1 with its background
    And large text should have a contrast of at least 3:1 with its background
