# Sources: WCAG 2.2 Understanding 2.1.2 No Keyboard Trap
# (w3.org/WAI/WCAG22/Understanding/no-keyboard-trap), in our own words: wherever keyboard focus
# can move into a part of the content it can move out again with the keyboard alone, or the user
# is told how; WCAG2ICT applies it to native software as written, with a hardware keyboard (iOS
# Full Keyboard Access, Android keyboards) as the keyboard interface, and Switch Control or Switch
# Access as a second pass. Section 508 Trusted Tester 5.1, the test of this topic, for the web
# counterpart.
@native @checklist @no-keyboard-trap
Feature: No keyboard trap on the screen
  With a hardware keyboard, focus goes through the whole screen and back, and is never stuck in
  any part of it.

  @keyboard
  Scenario: Focus leaves every part of the screen with a hardware keyboard
    Given that I am on a screen with interactive content
    When I move keyboard focus forwards through the whole screen and then backwards to the start
    Then keyboard focus should never be trapped in any component, frame or embedded content
    And where leaving a component needs more than Tab, Shift+Tab, the arrow keys or Escape, the screen should tell me how before I enter it
