# Imported by Stepwise from criteria/web/component/figure.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @figure-maps-charts-and-graphics
Feature: Figure: maps, charts, and graphics
  a11y - Web Accessibility Acceptance Criteria
  How to test a figure: maps, charts, and graphics
  Full information: https://www.magentaa11y.com/#/web-criteria/component/figure

  Background:
    # source: criteria/web/component/figure.md:5
    Given that I am on a page with a figure: maps, charts, and graphics

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/figure.md:9
    When I use the arrow key to browse to a figure
    # source: criteria/web/component/figure.md:9
    Then I SEE the figure comes into view.
    # source: criteria/web/component/figure.md:10
    Then when I use the tab key to move focus to figure controls (toggle, show/hide, etc)
    # source: criteria/web/component/figure.md:10
    And I SEE the control is in focus
    # source: criteria/web/component/figure.md:11
    Then when I use the spacebar or enter key
    # source: criteria/web/component/figure.md:11
    And I SEE the intended action occurs

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/figure.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/figure.md:15
    And I use the arrow key to browse to a figure.
    # source: criteria/web/component/figure.md:16
    Then I HEAR Content is described by a heading, alt text or named on focus
    # source: criteria/web/component/figure.md:17
    And I HEAR it identifies as a common HTML element (image, list, table)
    # source: criteria/web/component/figure.md:18
    And I HEAR an alternative method of consumption or interaction is available
    # source: criteria/web/component/figure.md:19
    Then when I use the tab key to move focus to figure controls (toggle, show/hide, etc)
    # source: criteria/web/component/figure.md:19
    And I HEAR the control is in focus
    # source: criteria/web/component/figure.md:20
    Then when I use the spacebar or enter key
    # source: criteria/web/component/figure.md:20
    And I HEAR the intended action occurs

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/figure.md:24
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/figure.md:24
    And I swipe to browse to an image
    # source: criteria/web/component/figure.md:25
    Then I HEAR Content is described by a heading, alt text or named on focus
    # source: criteria/web/component/figure.md:26
    And I HEAR it identifies as a common HTML element (image, list, table)
    # source: criteria/web/component/figure.md:27
    And I HEAR an alternative method of consumption or interaction is available
