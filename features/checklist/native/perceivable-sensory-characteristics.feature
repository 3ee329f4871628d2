# Sources: WCAG 2.2 Understanding 1.3.3 Sensory Characteristics
# (w3.org/WAI/WCAG22/Understanding/sensory-characteristics); Section 508 Trusted Tester 5.1's
# sensory characteristics test; WCAG2ICT for native software (applies unchanged).
@native @checklist @sensory-characteristics
Feature: Sensory characteristics
  Instructions do not depend only on shape, colour, size, visual location, orientation or sound.

  @screenreader
  Scenario: Instructions name what they refer to, not only how it looks or where it is
    Given that I am on a screen with instructions that refer to other content
    When I read every instruction and prompt on the page or screen
    Then no instruction should rely only on shape, size, position or colour to identify what it refers to

  @visual
  Scenario: Instructions that use sound also work without it
    Given that I am on a screen with sound cues
    Then every sound cue should also be given as text or visually
