# Sources: WCAG 2.2 Understanding 1.4.11 Non-text Contrast
# (w3.org/WAI/WCAG22/Understanding/non-text-contrast), in our own words: the visual information
# needed to identify a control and its state and the parts of graphics needed to understand the
# content reach 3:1 against the adjacent colours; inactive controls, controls the platform draws
# unchanged, and logos are exempt. WCAG2ICT applies it to native software unchanged. Section 508
# Trusted Tester 5.1 follows WCAG 2.0 and has no non-text contrast test, so none is cited.
@native @checklist @non-text-contrast
Feature: Non-text contrast of the screen
  Controls, their states, focus indicators and meaningful icons and graphics can be seen against
  what is next to them, not only the focus ring.

  @visual
  Scenario: Controls, states and graphics have enough contrast
    Given that I am on a screen with form fields, controls, icons or charts
    When I measure the contrast of the controls, their states and the meaningful graphics
    Then the boundary or other mark that identifies each input and control should have a contrast of at least 3:1 with the colours next to it
    And each state of a control, such as checked, selected, expanded or on, should be shown by a mark with a contrast of at least 3:1
    And icons and the parts of graphics needed to understand the content should have a contrast of at least 3:1 with the colours next to them

  @keyboard
  Scenario: The keyboard focus indicator has enough contrast
    Given that I am on a screen with form fields, controls, icons or charts
    When I measure the contrast of the controls, their states and the meaningful graphics
    Then the keyboard focus indicator should have a contrast of at least 3:1 with the colours next to it
