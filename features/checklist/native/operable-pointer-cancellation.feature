# Sources: WCAG 2.2 Understanding 2.5.2 Pointer Cancellation
# (w3.org/WAI/WCAG22/Understanding/pointer-cancellation), in our own words: a single-pointer action
# should not complete on the touch-down, or should be abortable by sliding away, undoable or
# reversed on lift, unless acting on touch-down is essential; WCAG2ICT applies it to native
# software as written.
@native @checklist @pointer-cancellation
Feature: Pointer cancellation
  A mistaken touch can be abandoned by sliding away before lifting the finger.

  @gestures
  Scenario: Touches can be cancelled
    Given that I am on a screen with interactive controls
    When I press down on each control, slide the pointer off it and release
    Then releasing the pointer away from a control should not activate it
    And no action should complete on the press down alone, unless it can be undone or is essential
