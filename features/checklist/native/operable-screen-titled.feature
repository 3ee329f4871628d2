# Sources: WCAG 2.2 Understanding 2.4.2 Page Titled (w3.org/WAI/WCAG22/Understanding/page-titled),
# in our own words: a title tells people where they are without reading the content. WCAG2ICT
# reads "web page" as the software for native apps, so the app's own name is its title (2.4.2);
# each screen's own title is checked as a heading that must describe the screen (2.4.6), and its
# announcement is recorded as best practice, with no criterion.
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
