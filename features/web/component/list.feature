# Imported by Stepwise from criteria/web/component/list.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @list
Feature: List
  a11y - Web Accessibility Acceptance Criteria
  How to test a list
  Full information: https://www.magentaa11y.com/#/web-criteria/component/list

  Background:
    # source: criteria/web/component/list.md:5
    Given that I am on a page with a list

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/list.md:9
    When I use the arrow key to browse to a list
    # source: criteria/web/component/list.md:9
    Then I SEE the list comes into view
    # source: criteria/web/component/list.md:10
    When I use the tab key
    # source: criteria/web/component/list.md:10
    Then I SEE nothing happens to the list itself because lists must NOT be focusable

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/list.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/list.md:15
    And I use the arrow key to browse to a list
    # source: criteria/web/component/list.md:16
    Then I HEAR it identifies itself as a list
    # source: criteria/web/component/list.md:17
    And I HEAR it declares the number of items in the list
    # source: criteria/web/component/list.md:18
    When I use the tab key
    # source: criteria/web/component/list.md:18
    Then I HEAR nothing happens to the list itself because lists must NOT be focusable

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/list.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/list.md:23
    And I swipe to browse a list
    # source: criteria/web/component/list.md:24
    Then I HEAR it identifies itself as a list
    # source: criteria/web/component/list.md:25
    And I HEAR it declares the number of items in the list
