# Imported by Stepwise from criteria/web/page-level/basic-web-page.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @basic-web-page
Feature: Basic web page
  a11y - Web Accessibility Acceptance Criteria
  How to test a basic web page
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/basic-web-page

  Background:
    # source: criteria/web/page-level/basic-web-page.md:5
    Given that I am on a page with a basic web page

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/basic-web-page.md:9
    When I use the keyboard to open a new web page
    # source: criteria/web/page-level/basic-web-page.md:9
    Then I SEE the page has a unique logical title in the browser tab

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/basic-web-page.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/basic-web-page.md:14
    And I use the keyboard to open a new web page
    # source: criteria/web/page-level/basic-web-page.md:15
    Then I HEAR The page has a unique logical title in the browser tab
    # source: criteria/web/page-level/basic-web-page.md:16
    And I HEAR Major landmarks are discoverable with screenreader shortcuts: header/banner, navigation, main and footer/content info landmarks

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/basic-web-page.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/basic-web-page.md:21
    And I swipe to enter from the web browser tabs
    # source: criteria/web/page-level/basic-web-page.md:22
    Then I HEAR The page has a unique logical title in the browser tab
    # source: criteria/web/page-level/basic-web-page.md:23
    And I HEAR Major landmarks are discoverable with screenreader shortcuts: header/banner, navigation, main and footer/content info landmarks
    # source: criteria/web/page-level/basic-web-page.md:24
    Then when I change orientations
    # source: criteria/web/page-level/basic-web-page.md:24
    And I HEAR content is accessible in landscape or portrait orientation

  @settings
  Scenario: Device OS settings
    # source: criteria/web/page-level/basic-web-page.md:27
    When I use zoom/pinch THEN I see text can resize up to 200% without losing information
