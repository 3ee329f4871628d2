# Sources: WCAG 2.2 Understanding 2.5.1 Pointer Gestures
# (w3.org/WAI/WCAG22/Understanding/pointer-gestures), in our own words: what a multi-finger or
# path-based gesture does must also be possible with one pointer and no path, unless the gesture
# is essential; WCAG2ICT applies it to native software as written, leaving out the operating
# system's own gestures and the screen reader's.
@native @checklist @pointer-gestures
Feature: Pointer gestures
  Every multi-finger or path-based gesture has a single tap alternative.

  @gestures
  Scenario: Gestures have single-pointer alternatives
    Given that I am on a screen with gesture-driven content such as a map, image viewer or swipeable list
    When I find every action that needs a multi-finger or path-based gesture
    Then each multi-finger or path-based gesture should have a single-pointer alternative of taps or clicks without a path
    And each swipe action on a list item should also be offered as a button or menu item
