# Sources: WCAG 2.2 Understanding 3.2.1 On Focus (w3.org/WAI/WCAG22/Understanding/on-focus) and
# 3.2.2 On Input (w3.org/WAI/WCAG22/Understanding/on-input), in our own words; WCAG2ICT, which
# applies both to software unchanged; Section 508 Trusted Tester 5.1 (on focus, the test of this topic) for the
# web counterpart.
#
# No checks here for 3.2.3 Consistent Navigation, 3.2.4 Consistent Identification or 3.2.6
# Consistent Help: WCAG2ICT reads "set of web pages" for software as a "set of software programs"
# (several separate programs distributed together, each launched on its own). A single app's
# screens are not such a set, so those three criteria apply to a native app only when it ships as
# one of a suite of separate programs; test them for the suite, not screen by screen here.
@native @checklist @predictable
Feature: No change of context on focus or on input
  Moving focus, or changing a control's value, does not by itself take the user to another
  screen, unless they were told beforehand.

  @keyboard
  Scenario: Keyboard focus moving onto controls changes nothing on its own
    Given that I am on a screen with buttons, links and input controls
    When I move keyboard focus onto every control on the screen in turn without activating any
    Then moving focus onto a control never changes the context on its own

  @screenreader
  Scenario: Screen-reader focus moving onto controls changes nothing on its own
    Given that I am on a screen with buttons, links and input controls
    When I move the screen reader's focus onto every control on the screen in turn without activating any
    Then moving focus onto a control never changes the context on its own

  @input
  Scenario: Changing a control's value changes no context without warning
    Given that I am on a screen with pickers, switches, checkboxes and text fields
    When I change the setting of each form control without submitting
    Then changing a control's setting never changes the context unless I was told beforehand
