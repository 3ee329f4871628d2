# Sources: WCAG 2.2 Understanding 1.2.3 Audio Description or Media Alternative (Prerecorded)
# (w3.org/WAI/WCAG22/Understanding/audio-description-or-media-alternative-prerecorded) and 1.2.5
# Audio Description (Prerecorded) (w3.org/WAI/WCAG22/Understanding/audio-description-prerecorded);
# the ICT Testing Baseline's synchronized media tests, which Section 508 Trusted Tester 5.1
# follows; WCAG2ICT for native software.
@native @checklist @audio-description @video-audio-player
Feature: Audio description and media alternatives for prerecorded video
  Blind viewers get the visual information of prerecorded video: at level A by audio description
  or a full text alternative, at level AA by audio description.

  @screenreader
  Scenario: Prerecorded video has audio description or a media alternative (level A)
    Given that I am on a screen with a prerecorded video with sound
    When I play the prerecorded video listening to its soundtrack without watching
    Then the prerecorded video should offer an audio description or a full text alternative
    And the audio description or text alternative should tell everything the picture shows

  @screenreader
  Scenario: Prerecorded video has audio description (level AA)
    Given that I am on a screen with a prerecorded video with sound
    When I play the prerecorded video listening to its soundtrack without watching
    Then the prerecorded video should offer an audio description
    And the audio description should convey the visual information the soundtrack leaves out
