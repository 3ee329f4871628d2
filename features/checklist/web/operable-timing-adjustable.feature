# Sources: WCAG 2.2 Understanding 2.2.1 Timing Adjustable
# (w3.org/WAI/WCAG22/Understanding/timing-adjustable), in our own words: a time limit the content
# sets, a signed-in session's included, can be turned off, lengthened at least tenfold, or
# extended after a warning with a simple action and at least 20 seconds to respond, unless it is
# real-time, essential or over 20 hours. Section 508 Trusted Tester 5.1's timing test.
@web @checklist @timing-adjustable
Feature: Timing adjustable, session time limits included
  The signed-in session and every other time limit the site sets can be turned off, adjusted or
  extended.

  @visual
  Scenario: Session and other time limits can be turned off, adjusted or extended
    Given that I am on a page with a signed-in session or another time limit
    When I find every time limit the site sets, the session time-out included, and let each one run out
    Then before each time limit ends I should be able to turn it off, adjust it, or extend it with a simple action
    And the time-limit warning should give me at least 20 seconds to extend
