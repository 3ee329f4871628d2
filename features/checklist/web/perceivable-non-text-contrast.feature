# Sources: WCAG 2.2 Understanding 1.4.11 Non-text Contrast
# (w3.org/WAI/WCAG22/Understanding/non-text-contrast), in our own words: the visual information
# needed to identify a control and its state (a field's border, a checkbox's box and tick, a
# selected tab's marker, the focus indicator) and the parts of graphics needed to understand the
# content (icons, chart lines and segments) reach 3:1 against the adjacent colours; inactive
# controls, controls the browser draws unchanged, and logos are exempt. Section 508 Trusted Tester
# 5.1 follows WCAG 2.0 and has no non-text contrast test, so none is cited.
@web @checklist @non-text-contrast
Feature: Non-text contrast of the whole page
  Controls, their states, focus indicators and meaningful graphics can be seen against what is
  next to them.

  @visual
  Scenario: Controls, states and graphics have enough contrast
    Given that I am on a page with form fields, controls, icons or charts
    When I measure the contrast of the controls, their states and the meaningful graphics
    Then the boundary or other mark that identifies each input and control should have a contrast of at least 3:1 with the colours next to it
    And each state of a control, such as checked, selected, expanded or on, should be shown by a mark with a contrast of at least 3:1
    And the keyboard focus indicator should have a contrast of at least 3:1 with the colours next to it
    And icons and the parts of graphics needed to understand the content should have a contrast of at least 3:1 with the colours next to them
