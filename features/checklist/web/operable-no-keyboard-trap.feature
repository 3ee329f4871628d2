# Sources: WCAG 2.2 Understanding 2.1.2 No Keyboard Trap
# (w3.org/WAI/WCAG22/Understanding/no-keyboard-trap), in our own words: wherever keyboard focus
# can move into a part of the page it can move out again with the keyboard alone, by Tab,
# Shift+Tab, the arrow keys or Escape, or else the page tells the user how; a modal dialog that
# keeps focus inside while open is not a trap when it can be closed from the keyboard. Section
# 508 Trusted Tester 5.1's no keyboard trap test.
@web @checklist @no-keyboard-trap
Feature: No keyboard trap across the page
  Tab and Shift+Tab go through the whole page and back, and focus is never stuck in any part of
  it.

  @keyboard
  Scenario: Focus leaves every part of the page with the keyboard
    Given that I am on a page with interactive content
    When I move keyboard focus forwards through the whole page and then backwards to the start
    Then keyboard focus should never be trapped in any component, frame or embedded content
    And where leaving a component needs more than Tab, Shift+Tab, the arrow keys or Escape, the page should tell me how before I enter it
