# Imported by Stepwise from criteria/web/page-level/navigation-landmark.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @navigation-landmark
Feature: Navigation landmark
  a11y - Web Accessibility Acceptance Criteria
  How to test a navigation landmark
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/navigation-landmark

  Background:
    # source: criteria/web/page-level/navigation-landmark.md:5
    Given that I am on a page with a navigation landmark

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/navigation-landmark.md:8
    When I use the arrow keys to browse the navigation menu,
    # source: criteria/web/page-level/navigation-landmark.md:8
    Then I SEE the screen scrolls through the page.

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/navigation-landmark.md:11
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/navigation-landmark.md:12
    And I use the arrow keys to browse the navigation menu
    # source: criteria/web/page-level/navigation-landmark.md:13
    Then I HEAR It indicates its role AND IF multiple navigations are present (ex: Main navigation, Site map, Breadcrumbs), the name of the navigation
    # source: criteria/web/page-level/navigation-landmark.md:14
    And I HEAR It is discoverable with screenreader shortcuts as a navigation landmark.

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/navigation-landmark.md:17
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/navigation-landmark.md:18
    And I swipe to focusable elements in the navigation
    # source: criteria/web/page-level/navigation-landmark.md:19
    Then I HEAR It indicates its role AND IF multiple navigations are present (ex: Main navigation, Site map, Breadcrumbs), the name of the navigation
    # source: criteria/web/page-level/navigation-landmark.md:20
    And I HEAR It is discoverable with screenreader shortcuts as a navigation landmark.
