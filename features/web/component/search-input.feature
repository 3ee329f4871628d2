# Imported by Stepwise from criteria/web/component/search.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @search-input
Feature: Search input
  a11y - Web Accessibility Acceptance Criteria
  How to test a search input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/search

  Background:
    # source: criteria/web/component/search.md:5
    Given that I am on a page with a search input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/search.md:9
    When I use the tab key to move focus to a search input
    # source: criteria/web/component/search.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/search.md:10
    Then when I use the tab key to move focus to the search submit button
    # source: criteria/web/component/search.md:10
    And I SEE the button is focused
    # source: criteria/web/component/search.md:11
    Then when I use the enter or spacebar key
    # source: criteria/web/component/search.md:11
    And I SEE the search results are presented

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/search.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/search.md:16
    And I use the tab key to move focus to a search input
    # source: criteria/web/component/search.md:17
    Then I HEAR its purpose is clear
    # source: criteria/web/component/search.md:18
    And I HEAR it identifies itself as a search input
    # source: criteria/web/component/search.md:19
    And I HEAR the form itself is discoverable with screenreader shortcuts as a search input
    # source: criteria/web/component/search.md:20
    Then when I use the tab key to move focus to the search submit button
    # source: criteria/web/component/search.md:20
    And I HEAR the button is focused
    # source: criteria/web/component/search.md:21
    Then when I use the enter or spacebar key
    # source: criteria/web/component/search.md:21
    And I HEAR the search results are presented

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/search.md:25
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/search.md:26
    And I swipe to focus on a search input
    # source: criteria/web/component/search.md:27
    Then I HEAR its purpose is clear
    # source: criteria/web/component/search.md:28
    And I HEAR it identifies itself as a search input
    # source: criteria/web/component/search.md:29
    And I HEAR the form itself is discoverable with screenreader
