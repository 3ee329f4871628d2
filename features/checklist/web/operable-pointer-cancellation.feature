# Sources: WCAG 2.2 Understanding 2.5.2 Pointer Cancellation
# (w3.org/WAI/WCAG22/Understanding/pointer-cancellation), in our own words: a single-pointer action
# should not complete on the press, or should be abortable by moving away before release, undoable,
# or reversed on release, unless acting on press is essential. Section 508 Trusted Tester 5.1 has
# no test for this WCAG 2.1 criterion.
@web @checklist @pointer-cancellation
Feature: Pointer cancellation
  A mistaken press can be abandoned by sliding away before release.

  @gestures
  Scenario: Presses can be cancelled
    Given that I am on a page with interactive controls
    When I press down on each control, slide the pointer off it and release
    Then releasing the pointer away from a control should not activate it
    And no action should complete on the press down alone, unless it can be undone or is essential
