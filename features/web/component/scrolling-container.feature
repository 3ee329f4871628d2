# Imported by Stepwise from criteria/web/component/scrolling-container.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @scrolling-container
Feature: Scrolling container
  a11y - Web Accessibility Acceptance Criteria
  How to test a scrolling container
  Full information: https://www.magentaa11y.com/#/web-criteria/scrolling

  Background:
    # source: criteria/web/component/scrolling-container.md:5
    Given that I am on a page with a scrolling container

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/scrolling-container.md:8
    When I use the tab key to move focus to the container
    # source: criteria/web/component/scrolling-container.md:8
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/scrolling-container.md:9
    Then when I use the up/down arrow keys
    # source: criteria/web/component/scrolling-container.md:9
    And I SEE the content is browsed up/down

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/scrolling-container.md:12
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/scrolling-container.md:12
    And I use the tab key to move focus to the container
    # source: criteria/web/component/scrolling-container.md:13
    Then I HEAR its purpose is clear
    # source: criteria/web/component/scrolling-container.md:14
    And I HEAR it identifies its role as region
    # source: criteria/web/component/scrolling-container.md:15
    Then when I use the up/down arrow keys
    # source: criteria/web/component/scrolling-container.md:15
    And I HEAR the content is browsed up/down

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/scrolling-container.md:18
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/scrolling-container.md:18
    And I swipe move browse to the container
    # source: criteria/web/component/scrolling-container.md:19
    Then I HEAR its purpose is clear
    # source: criteria/web/component/scrolling-container.md:20
    And I HEAR it identifies its role as region
    # source: criteria/web/component/scrolling-container.md:21
    Then when I swipe move browse to the content
    # source: criteria/web/component/scrolling-container.md:21
    And I HEAR the content is read
