# Sources: WCAG 2.2 Understanding 2.5.7 Dragging Movements
# (w3.org/WAI/WCAG22/Understanding/dragging-movements) and 2.5.1 Pointer Gestures
# (w3.org/WAI/WCAG22/Understanding/pointer-gestures), in our own words; WCAG2ICT applies both to
# native software as written. The catalog's slider checks cover keyboard and screen reader only.
@native @checklist @slider
Feature: Slider without dragging
  A slider's value can be set with taps, and dragging it needs no precise path.

  @gestures
  Scenario: The slider works without dragging
    Given that I am on a screen with a slider
    When I use the slider with a mouse or one finger, without dragging its thumb
    Then I should be able to set the slider's value by tapping or clicking its track, buttons or a number field
    And dragging the slider's thumb should not need a precise path along the track
