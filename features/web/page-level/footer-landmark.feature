# Imported by Stepwise from criteria/web/page-level/footer-landmark.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @footer-landmark
Feature: Footer landmark
  a11y - Web Accessibility Acceptance Criteria
  How to test a footer landmark
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/footer

  Background:
    # source: criteria/web/page-level/footer-landmark.md:5
    Given that I am on a page with a footer landmark

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/footer-landmark.md:8
    When I use the tab key to move focus to a interactive element in the footer
    # source: criteria/web/page-level/footer-landmark.md:8
    Then I SEE focus is strongly visually indicated

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/footer-landmark.md:11
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/footer-landmark.md:12
    And I use the tab key to move focus to a interactive element in the footer
    # source: criteria/web/page-level/footer-landmark.md:13
    Then I HEAR It is discoverable with screenreader shortcuts as a footer or contentinfo landmark
    # source: criteria/web/page-level/footer-landmark.md:14
    And I HEAR It typically contains copyright information, navigation links, and privacy statements.

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/footer-landmark.md:17
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/footer-landmark.md:18
    And I swipe to focusable elements in the footer
    # source: criteria/web/page-level/footer-landmark.md:19
    Then I HEAR It is discoverable with screenreader shortcuts as a footer or contentinfo landmark
    # source: criteria/web/page-level/footer-landmark.md:20
    And I HEAR It typically contains copyright information, navigation links, and privacy statements.
