# Imported by Stepwise from criteria/web/component/pagination-nav.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @pagination-nav
Feature: Pagination nav
  a11y - Web Accessibility Acceptance Criteria
  How to test a pagination nav
  Full information: https://www.magentaa11y.com/#/web-criteria/component/pagination-nav

  Background:
    # source: criteria/web/component/pagination-nav.md:5
    Given that I am on a page with a pagination nav

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/pagination-nav.md:9
    When I use the arrow keys to browse to a pagination navigation
    # source: criteria/web/component/pagination-nav.md:9
    Then I SEE the nav comes into view
    # source: criteria/web/component/pagination-nav.md:10
    Then when I use the tab key to move focus to a link in the nav and use the enter key
    # source: criteria/web/component/pagination-nav.md:10
    And I SEE my browser goes to the intended location

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/pagination-nav.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/pagination-nav.md:15
    And I use the arrow keys to browse to a pagination navigation
    # source: criteria/web/component/pagination-nav.md:16
    Then I HEAR The pagination nav has a logical name ("pagination")
    # source: criteria/web/component/pagination-nav.md:17
    And I HEAR The nav landmark is discoverable with screenreader shortcuts
    # source: criteria/web/component/pagination-nav.md:18
    Then when I use the tab key to move focus to a link in the nav and use the enter key
    # source: criteria/web/component/pagination-nav.md:18
    And I HEAR my browser goes to the intended location

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/pagination-nav.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/pagination-nav.md:23
    And I swipe to elements in the nav
    # source: criteria/web/component/pagination-nav.md:24
    Then I HEAR The pagination nav has a logical name ("pagination")
    # source: criteria/web/component/pagination-nav.md:25
    And I HEAR The nav landmark is discoverable with screenreader shortcuts
    # source: criteria/web/component/pagination-nav.md:26
    Then when I doubletap with the link in focus
    # source: criteria/web/component/pagination-nav.md:26
    And I HEAR my browser goes to the intended location
