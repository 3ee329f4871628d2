# Sources: WCAG 2.2 Understanding 3.2.1 On Focus (w3.org/WAI/WCAG22/Understanding/on-focus) and
# 3.2.2 On Input (w3.org/WAI/WCAG22/Understanding/on-input), in our own words; Section 508
# Trusted Tester 5.1, its on-focus test.
@web @checklist @predictable
Feature: No change of context on focus or on input
  Moving focus, or changing a control's value, does not by itself take the user somewhere else,
  unless they were told beforehand.

  @keyboard
  Scenario: Keyboard focus moving onto controls changes nothing on its own
    Given that I am on a page with links, buttons and form controls
    When I move keyboard focus onto every control on the page in turn without activating any
    Then moving focus onto a control never changes the context on its own

  @screenreader
  Scenario: Screen-reader focus moving onto controls changes nothing on its own
    Given that I am on a page with links, buttons and form controls
    When I move the screen reader's focus onto every control on the page in turn without activating any
    Then moving focus onto a control never changes the context on its own

  @input
  Scenario: Changing a control's value changes no context without warning
    Given that I am on a page with selects, radio buttons, checkboxes and text fields
    When I change the setting of each form control without submitting
    Then changing a control's setting never changes the context unless I was told beforehand
