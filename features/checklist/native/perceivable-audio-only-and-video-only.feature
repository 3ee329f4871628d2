# Sources: WCAG 2.2 Understanding 1.2.1 Audio-only and Video-only (Prerecorded)
# (w3.org/WAI/WCAG22/Understanding/audio-only-and-video-only-prerecorded); the ICT Testing
# Baseline's audio-only and video-only test, which Section 508 Trusted Tester 5.1 follows;
# WCAG2ICT for native software (the criterion applies to software unchanged).
@native @checklist @time-based-media
Feature: Audio-only and video-only content (prerecorded)
  Prerecorded audio-only content has a transcript, and prerecorded video-only content has a text
  or audio alternative that tells the same.

  @visual
  Scenario: Prerecorded audio-only content has an equivalent transcript
    Given that I am on a screen with prerecorded audio-only content
    When I play the prerecorded audio-only content from start to end
    Then a text transcript of the audio-only content should be available
    And the transcript should match everything said and every meaningful sound in the audio-only content

  @screenreader
  Scenario: Prerecorded video-only content has an equivalent alternative
    Given that I am on a screen with prerecorded video-only content
    When I play the prerecorded video-only content from start to end
    Then a text alternative or audio track should be available for the video-only content
    And the alternative should describe everything the video-only content shows
