# Sources: WCAG 2.2 Understanding 1.4.2 Audio Control
# (w3.org/WAI/WCAG22/Understanding/audio-control), in our own words: audio that starts by itself
# and plays for more than 3 seconds needs a way to pause or stop it, or to set its volume apart
# from the system volume; audio that stops within 3 seconds, or starts only when the user asks,
# passes. Section 508 Trusted Tester 5.1's audio control test.
@web @checklist @audio-control
Feature: Audio control across the page
  Sound anywhere on the page that plays by itself for more than 3 seconds can be paused, stopped
  or turned down.

  @visual
  Scenario: Automatic audio on the page stops or can be controlled
    Given that I am on a page with audio or video that may play automatically
    When I let the automatically playing audio play for more than 3 seconds
    Then the automatic audio should stop within 3 seconds or have a pause, stop or volume control

  @screenreader
  Scenario: Screen reader users can silence automatic audio on the page
    Given that I am on a page with audio or video that may play automatically
    When I let the automatically playing audio play for more than 3 seconds
    Then the control for the automatic audio should work with the screen reader running
