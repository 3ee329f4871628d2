# Sources: WCAG 2.2 Understanding 1.3.4 Orientation (w3.org/WAI/WCAG22/Understanding/orientation);
# WCAG2ICT for native software (applies unchanged: the app must not lock itself to one orientation
# unless essential). Section 508 Trusted Tester 5.1 follows WCAG 2.0 and has no test of this WCAG
# 2.1 criterion.
@native @checklist @orientation
Feature: Orientation
  Screens work in portrait and landscape unless one orientation is essential.

  @settings
  Scenario: Screens follow the device in both orientations without losing anything
    Given that I am on a screen with content that can be entered and scrolled
    When I rotate the device to landscape and back to portrait
    Then the screen should display and work in both portrait and landscape
    And no content or function should be lost after rotating the device
