# Sources: WCAG 2.2 Understanding 2.2.1 Timing Adjustable
# (w3.org/WAI/WCAG22/Understanding/timing-adjustable), in our own words: a time limit the content
# sets can be turned off, lengthened at least tenfold, or extended after a warning with a simple
# action and at least 20 seconds to respond, unless it is real-time, essential or over 20 hours;
# WCAG2ICT applies it to native software as written. Section 508 Trusted Tester 5.1, the test of this topic
# (timing), for the web counterpart.
@native @checklist @timing-adjustable
Feature: Timing adjustable
  Time limits set by the app can be turned off, adjusted or extended.

  @settings
  Scenario: Time limits can be turned off, adjusted or extended
    Given that I am on a screen with a time limit, such as a session timeout or a timed form
    When I find every time limit the app sets, and let each one run out
    Then before each time limit ends I should be able to turn it off, adjust it, or extend it with a simple action
    And the time-limit warning should give me at least 20 seconds to extend
