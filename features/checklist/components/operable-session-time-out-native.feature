# Sources: WCAG 2.2 Understanding 2.2.1 Timing Adjustable
# (w3.org/WAI/WCAG22/Understanding/timing-adjustable), in our own words; WCAG2ICT applies it to
# native software as written. An app's signed-in session (a banking app signing out after a few
# idle minutes) is a time limit the app sets, so it can be turned off, lengthened tenfold, or
# extended after a warning with a simple action and at least 20 seconds to take it, at least ten
# times; security is not an exception. Section 508 Trusted Tester 5.1's timing test for the web
# counterpart. The screen-wide timing check looks for every time limit; this one follows the
# session time-out through its warning and its extensions, where signed-in apps most often fail.
@native @checklist @session-time-out
Feature: Session time-out warning and extension
  Before a signed-in session ends, a warning lets me stay signed in with one simple action, and
  staying works again each time.

  @visual
  Scenario: The session warns before it ends and can be extended again and again
    Given that I am on a screen with a signed-in session that times out
    When I stay idle until the session time-out warning appears
    Then the session time-out warning should appear before I am signed out and keep me signed in with one simple action
    When I choose to stay signed in, then stay idle until the warning returns
    Then staying signed in should restart the session's full time, every time the warning returns
