# Sources: WCAG 2.2 Understanding 2.4.2 Page Titled (w3.org/WAI/WCAG22/Understanding/page-titled),
# in our own words: a title tells people where they are without reading the content. W3C's
# WCAG2ICT (w3.org/TR/wcag2ict-22), since its 2025 revision of this criterion for software,
# recommends reading it as the software giving each window or screen a title that describes its
# name, topic or purpose where the platform supports one, as iOS and Android do; so each screen's
# title is checked under 2.4.2, the app's name as the title of its window in the app switcher, and
# the title's announcement when a screen opens is recorded as best practice, with no criterion.
# Section 508 Trusted Tester 5.1, the test of this topic, for the web counterpart.
#
# No native checks for 2.4.1 Bypass Blocks or 2.4.5 Multiple Ways here, on purpose: WCAG2ICT says
# these two apply to software only when it forms a set of programs (several separate apps a user
# moves between), not to the screens of one app, so a single app is not tested for them.
@native @checklist @screen-titled
Feature: Screen titles
  The app and each of its screens have titles that say their topic or purpose.

  @screenreader
  Scenario: Each screen has a descriptive title that is announced
    Given that I am on a screen with a title, such as the app's first screen
    When I open each screen of the app with VoiceOver or TalkBack on
    Then each screen should have a title that says its topic or purpose
    And the screen reader should announce the new screen's title when the screen opens

  @screenreader
  Scenario: The app's name identifies it
    Given that I am on a screen with the app open
    Then the app's name should identify it in the app switcher and on the home screen
