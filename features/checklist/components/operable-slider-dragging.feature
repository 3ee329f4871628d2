# Sources: WCAG 2.2 Understanding 2.5.7 Dragging Movements
# (w3.org/WAI/WCAG22/Understanding/dragging-movements), whose own example is a slider whose track
# can be clicked; and 2.5.1 Pointer Gestures (w3.org/WAI/WCAG22/Understanding/pointer-gestures):
# a slider that loses the thumb when the pointer leaves the track depends on a path. In our own
# words. The catalog's slider checks cover keyboard and screen reader only.
@web @checklist @slider
Feature: Slider without dragging
  A slider's value can be set with taps or clicks, and dragging it needs no precise path.

  @gestures
  Scenario: The slider works without dragging
    Given that I am on a page with a slider
    When I use the slider with a mouse or one finger, without dragging its thumb
    Then I should be able to set the slider's value by tapping or clicking its track, buttons or a number field
    And dragging the slider's thumb should not need a precise path along the track
