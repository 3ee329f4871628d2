# Sources: WCAG 2.2 Understanding 2.2.2 Pause, Stop, Hide
# (w3.org/WAI/WCAG22/Understanding/pause-stop-hide), in our own words: motion, blinking, scrolling
# and automatic updates that start on their own, last over five seconds and sit beside other
# content need a user control to stop them; Section 508 Trusted Tester 5.1, the test of this topic.
@web @checklist @pause-stop-hide
Feature: Pause, stop, hide
  Content that moves, blinks, scrolls or updates by itself can be paused, stopped or hidden.

  @visual
  Scenario: Moving and auto-updating content has a control
    Given that I am on a page with content that moves or updates on its own
    When I watch the content for 5 seconds without touching anything
    Then anything that moves, blinks or scrolls for more than 5 seconds should have a control to pause, stop or hide it
    And content that updates by itself should have a control to pause, stop or hide it, or to set how often it updates

  @visual
  Scenario: Paused content stays paused
    Given that I am on a page with content that moves or updates on its own
    When I pause or stop the moving content with its control
    Then the moving content should stay still until I start it again
