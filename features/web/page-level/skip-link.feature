# Imported by Stepwise from criteria/web/page-level/skip-link.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @skip-link
Feature: Skip link
  a11y - Web Accessibility Acceptance Criteria
  How to test a skip link
  Full information: https://www.magentaa11y.com/#/web-criteria/page-level/skip-link

  Background:
    # source: criteria/web/page-level/skip-link.md:5
    Given that I am on a page with a skip link

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/skip-link.md:9
    When I use the tab key to move focus to a skip link
    # source: criteria/web/page-level/skip-link.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/page-level/skip-link.md:10
    Then when I use the enter key to activate the link
    # source: criteria/web/page-level/skip-link.md:10
    And I SEE my focus moves directly to the targeted element

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/skip-link.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/skip-link.md:15
    And I use the tab key to move focus to a skip link
    # source: criteria/web/page-level/skip-link.md:16
    Then I HEAR it describes which landmark it's targeting
    # source: criteria/web/page-level/skip-link.md:17
    And I HEAR it identifies itself as a link
    # source: criteria/web/page-level/skip-link.md:18
    And I HEAR it is typically the first element in the page
    # source: criteria/web/page-level/skip-link.md:19
    Then when I use the enter key to activate the link
    # source: criteria/web/page-level/skip-link.md:19
    And I HEAR my focus moves directly to the targeted element

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/skip-link.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/skip-link.md:24
    And I swipe to focus on a skip link
    # source: criteria/web/page-level/skip-link.md:25
    Then I HEAR it describes which landmark it's targeting
    # source: criteria/web/page-level/skip-link.md:26
    And I HEAR it identifies itself as a link
    # source: criteria/web/page-level/skip-link.md:27
    And I HEAR it is typically the first element in the page
    # source: criteria/web/page-level/skip-link.md:28
    Then when I doubletap with the link in focus
    # source: criteria/web/page-level/skip-link.md:28
    And I HEAR my focus moves directly to the targeted element
