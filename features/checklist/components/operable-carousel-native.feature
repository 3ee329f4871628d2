# Sources: WCAG 2.2 Understanding 2.5.1 Pointer Gestures
# (w3.org/WAI/WCAG22/Understanding/pointer-gestures) and 2.2.2 Pause, Stop, Hide
# (w3.org/WAI/WCAG22/Understanding/pause-stop-hide), in our own words; WCAG2ICT applies both to
# native software as written. The catalog's carousel checks cover keyboard and screen reader only.
@native @checklist @carousel
Feature: Carousel without swiping, and with a pause
  Slides change with single taps, and an auto-rotating carousel can be paused.

  @gestures
  Scenario: Slides change without swiping
    Given that I am on a screen with a carousel
    Then the carousel should have previous and next buttons that change slides with a single tap or click

  @visual
  Scenario: Auto-rotation can be paused and stays paused
    Given that I am on a screen with a carousel
    Then an auto-rotating carousel should have a pause or stop button
    When I pause or stop the moving content with its control
    Then the moving content should stay still until I start it again
