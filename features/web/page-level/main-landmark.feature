# Imported by Stepwise from criteria/web/page-level/main-landmark.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @main-landmark
Feature: Main landmark
  a11y - Web Accessibility Acceptance Criteria
  How to test a main landmark
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/main-landmark

  Background:
    # source: criteria/web/page-level/main-landmark.md:5
    Given that I am on a page with a main landmark

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/main-landmark.md:9
    When I use the arrow keys to browse the main content
    # source: criteria/web/page-level/main-landmark.md:9
    Then I SEE the screen scroll through the page

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/main-landmark.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/main-landmark.md:14
    And I use the arrow keys to browse the main content
    # source: criteria/web/page-level/main-landmark.md:15
    Then I HEAR It is discoverable with screenreader shortcuts as main landmark
    # source: criteria/web/page-level/main-landmark.md:16
    And I HEAR It contains the content portion of the page starting with the H1

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/main-landmark.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/main-landmark.md:21
    And I swipe to elements in the header
    # source: criteria/web/page-level/main-landmark.md:22
    Then I HEAR It is discoverable with screenreader shortcuts as main landmark
    # source: criteria/web/page-level/main-landmark.md:23
    And I HEAR It contains the content portion of the page starting with the H1
