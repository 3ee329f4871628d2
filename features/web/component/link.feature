# Imported by Stepwise from criteria/web/component/link.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @link
Feature: Link
  a11y - Web Accessibility Acceptance Criteria
  How to test a link
  Full information: https://www.magentaa11y.com/#/web-criteria/component/link

  Background:
    # source: criteria/web/component/link.md:5
    Given that I am on a page with a link

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/link.md:9
    When I use the tab key to move focus to a link
    # source: criteria/web/component/link.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/link.md:10
    Then when I use the enter key to activate the link
    # source: criteria/web/component/link.md:10
    And I SEE my browser goes somewhere

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/link.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/link.md:15
    And I use the tab key to move focus to a link
    # source: criteria/web/component/link.md:16
    Then I HEAR its purpose is clear
    # source: criteria/web/component/link.md:17
    And I HEAR it identifies itself as a link
    # source: criteria/web/component/link.md:18
    Then when I use the enter key to activate the link
    # source: criteria/web/component/link.md:18
    And I HEAR my browser goes somewhere

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/link.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/link.md:23
    And I swipe to focus on a link
    # source: criteria/web/component/link.md:24
    Then I HEAR its purpose is clear
    # source: criteria/web/component/link.md:25
    And I HEAR it identifies itself as a link
    # source: criteria/web/component/link.md:26
    Then when I doubletap with the link in focus
    # source: criteria/web/component/link.md:26
    And I HEAR my browser goes somewhere
