# Sources: WCAG 2.2 Understanding 2.5.1 Pointer Gestures
# (w3.org/WAI/WCAG22/Understanding/pointer-gestures), where swiping a carousel is a path-based
# gesture that needs a tap or click alternative, and 2.2.2 Pause, Stop, Hide
# (w3.org/WAI/WCAG22/Understanding/pause-stop-hide), where an auto-advancing carousel is moving
# content; Section 508 Trusted Tester 5.1, the test of this topic. In our own words. The catalog's carousel
# checks cover keyboard and screen reader only.
@web @checklist @carousel
Feature: Carousel without swiping, and with a pause
  Slides change with single taps or clicks, and an auto-rotating carousel can be paused.

  @gestures
  Scenario: Slides change without swiping
    Given that I am on a page with a carousel
    Then the carousel should have previous and next buttons that change slides with a single tap or click

  @visual
  Scenario: Auto-rotation can be paused and stays paused
    Given that I am on a page with a carousel
    Then an auto-rotating carousel should have a pause or stop button
    When I pause or stop the moving content with its control
    Then the moving content should stay still until I start it again
