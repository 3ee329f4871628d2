# Sources: WCAG 2.2 Understanding 1.4.2 Audio Control (w3.org/WAI/WCAG22/Understanding/audio-control);
# Section 508 Trusted Tester 5.1's audio control test; WCAG2ICT for native software (applies
# unchanged; "independent of the system volume" is the platform's media/ringer volume).
@native @checklist @audio-control
Feature: Audio control
  Sound that plays by itself for more than 3 seconds can be paused, stopped or turned down.

  @visual
  Scenario: Automatic audio stops or can be controlled
    Given that I am on a screen with audio that plays automatically
    When I let the automatically playing audio play for more than 3 seconds
    Then the automatic audio should stop within 3 seconds or have a pause, stop or volume control

  @screenreader
  Scenario: Screen reader users can silence automatic audio
    Given that I am on a screen with audio that plays automatically
    When I let the automatically playing audio play for more than 3 seconds
    Then the control for the automatic audio should work with the screen reader running
