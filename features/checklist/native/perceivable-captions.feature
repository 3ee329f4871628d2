# Sources: WCAG 2.2 Understanding 1.2.2 Captions (Prerecorded)
# (w3.org/WAI/WCAG22/Understanding/captions-prerecorded) and 1.2.4 Captions (Live)
# (w3.org/WAI/WCAG22/Understanding/captions-live); the ICT Testing Baseline's synchronized media
# tests, which Section 508 Trusted Tester 5.1 follows; WCAG2ICT for native software.
@native @checklist @captions @video-audio-player
Feature: Captions for prerecorded and live video
  Video with sound has synchronized, complete captions; live broadcasts have live captions.

  @visual
  Scenario: Prerecorded video with sound has complete, synchronized captions
    Given that I am on a screen with a prerecorded video with sound
    When I turn on the captions of the prerecorded video
    Then captions should be available for the prerecorded video
    And the captions should give all dialogue, the speakers and meaningful sounds of the prerecorded video
    And the captions should stay in time with the speech of the prerecorded video

  @visual
  Scenario: Live video stream has live captions
    Given that I am on a screen with a live video stream with sound
    When I turn on the captions of the live video stream
    Then captions should be available for the live video stream
    And the live captions should keep up with the speech closely enough to follow it
