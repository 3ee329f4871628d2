# Imported by Stepwise from criteria/web/component/complex-graphics.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @figure-map-chart-and-other-complex-graphics
Feature: Figure, map, chart, and other complex graphics
  a11y - Web Accessibility Acceptance Criteria
  How to test a figure, map, chart, and other complex graphics
  Full information: https://www.magentaa11y.com/#/web-criteria/component/complex-graphics

  Background:
    # source: criteria/web/component/complex-graphics.md:5
    Given that I am on a page with a header landmark

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/complex-graphics.md:9
    When I use the tab key to enter the web browser window
    # source: criteria/web/component/complex-graphics.md:9
    Then I SEE focus is strongly visually indicated on interactive components

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/complex-graphics.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/complex-graphics.md:15
    And I use the tab key to enter the web browser window
    # source: criteria/web/component/complex-graphics.md:17
    Then I HEAR It is discoverable with screenreader shortcuts as header/banner landmark
    # source: criteria/web/component/complex-graphics.md:19
    And I HEAR It typically contains the name and primary navigation of the website

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/complex-graphics.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/complex-graphics.md:25
    And I swipe to focusable elements in the header
    # source: criteria/web/component/complex-graphics.md:27
    Then I HEAR It is discoverable with screenreader shortcuts as header/banner landmark
    # source: criteria/web/component/complex-graphics.md:29
    And I HEAR It typically contains the name and primary navigation of the website
