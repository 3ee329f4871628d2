# Imported by Stepwise from criteria/web/component/range-slider.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @range-slider-input
Feature: Range slider input
  a11y - Web Accessibility Acceptance Criteria
  How to test a range slider input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/range-slider

  Background:
    # source: criteria/web/component/range-slider.md:5
    Given that I am on a page with a range slider input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/range-slider.md:9
    When I use the tab key to move focus to a range slider
    # source: criteria/web/component/range-slider.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/range-slider.md:10
    Then when I use the up/down/left/right arrow keys
    # source: criteria/web/component/range-slider.md:10
    And I SEE the value is changed one step

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/range-slider.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/range-slider.md:15
    And I use the tab key to move focus to a range slider
    # source: criteria/web/component/range-slider.md:16
    Then I HEAR its purpose is clear
    # source: criteria/web/component/range-slider.md:17
    And I HEAR it identifies itself as a range
    # source: criteria/web/component/range-slider.md:18
    And I HEAR its label is read with the input
    # source: criteria/web/component/range-slider.md:19
    And I HEAR its current value
    # source: criteria/web/component/range-slider.md:20
    Then when I use the up/down/left/right arrow keys
    # source: criteria/web/component/range-slider.md:20
    And I HEAR the value is changed one step

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/range-slider.md:24
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/range-slider.md:25
    And I swipe to move focus to a range slider
    # source: criteria/web/component/range-slider.md:26
    Then I HEAR its purpose is clear
    # source: criteria/web/component/range-slider.md:27
    And I HEAR it identifies itself as a range
    # source: criteria/web/component/range-slider.md:28
    And I HEAR its label is read with the input
    # source: criteria/web/component/range-slider.md:29
    And I HEAR its current value
    # source: criteria/web/component/range-slider.md:30
    Then when I swipe up/down in iOS or use the volume buttons in Android
    # source: criteria/web/component/range-slider.md:30
    And I HEAR the value is changed one step
