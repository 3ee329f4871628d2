# Imported by Stepwise from criteria/web/page-level/header-landmark.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @header-landmark
Feature: Header landmark
  a11y - Web Accessibility Acceptance Criteria
  How to test a header landmark
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/header-landmark

  Background:
    # source: criteria/web/page-level/header-landmark.md:5
    Given that I am on a page with a header landmark

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/header-landmark.md:8
    When I use the tab key to enter the web browser window
    # source: criteria/web/page-level/header-landmark.md:8
    Then I SEE focus is strongly visually indicated on interactive components

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/header-landmark.md:11
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/header-landmark.md:12
    And I use the tab key to enter the web browser window
    # source: criteria/web/page-level/header-landmark.md:13
    Then I HEAR It is discoverable with screenreader shortcuts as header/banner landmark
    # source: criteria/web/page-level/header-landmark.md:14
    And I HEAR It typically contains the name and primary navigation of the website

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/header-landmark.md:17
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/header-landmark.md:18
    And I swipe to focusable elements in the header
    # source: criteria/web/page-level/header-landmark.md:19
    Then I HEAR It is discoverable with screenreader shortcuts as header/banner landmark
    # source: criteria/web/page-level/header-landmark.md:20
    And I HEAR It typically contains the name and primary navigation of the website
