# Sources: WCAG 2.2 Understanding 2.5.7 Dragging Movements
# (w3.org/WAI/WCAG22/Understanding/dragging-movements), in our own words: anything done by dragging
# must also be possible with single taps or clicks, without dragging, and a keyboard alternative is
# judged separately and does not satisfy it. Section 508 Trusted Tester 5.1 predates WCAG 2.2 and
# has no test for it.
@web @checklist @dragging-movements
Feature: Dragging movements
  Every dragging action also works with single taps or clicks.

  @gestures
  Scenario: Drags have single-pointer alternatives
    Given that I am on a page with draggable content
    When I find every action done by dragging
    Then each dragging action should also work with single taps or clicks, without dragging
    And items that can be reordered by dragging should also move with tap or click controls such as move up and move down
