# Sources: WCAG 2.2 Understanding 1.4.10 Reflow (w3.org/WAI/WCAG22/Understanding/reflow); WCAG2ICT
# for native software, which notes that the 320 CSS pixel width has no direct native equivalent; the
# nearest test is the largest text size with the largest display zoom. Section 508 Trusted Tester
# 5.1 follows WCAG 2.0 and has no test of this WCAG 2.1 criterion.
@native @checklist @reflow
Feature: Reflow
  At the largest text and display size the platform offers, content reads in one scrolling
  direction and nothing is lost.

  @text-resize
  Scenario: Screen content reflows at the largest text and display size
    Given that I am on a screen with text and controls
    And I set the largest text size and display zoom on the device
    Then the screen should be readable scrolling in one direction at the largest text and display size
    And no content or control should be hidden or unreachable at the largest text and display size

  @text-resize
  Scenario: Screen content reflows in landscape at the largest text and display size
    Given that I am on a screen with text and controls
    And I set the largest text size and display zoom on the device
    When I turn the device to landscape with the largest text and display size
    Then the screen should be readable scrolling in one direction at the largest text and display size
    And no content or control should be hidden or unreachable at the largest text and display size
