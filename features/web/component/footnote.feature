# Imported by Stepwise from criteria/web/component/footnote.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @footnote
Feature: Footnote
  a11y - Web Accessibility Acceptance Criteria
  How to test a footnote
  Full information: https://www.magentaa11y.com/#/web-criteria/component/footnote

  Background:
    # source: criteria/web/component/footnote.md:5
    Given that I am on a page with a footnote

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/footnote.md:9
    When I use the tab key to move focus to a footnote link
    # source: criteria/web/component/footnote.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/footnote.md:10
    Then when I use the enter key to activate the link
    # source: criteria/web/component/footnote.md:10
    And I SEE my focus moves directly to the targeted footnote

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/footnote.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/footnote.md:15
    And I use the tab key to move focus to a footnote link
    # source: criteria/web/component/footnote.md:16
    Then I HEAR it describes its purpose
    # source: criteria/web/component/footnote.md:17
    And I HEAR it identifies itself as a link
    # source: criteria/web/component/footnote.md:18
    Then when I use the enter key to activate the link
    # source: criteria/web/component/footnote.md:18
    And I HEAR my focus moves directly to the targeted footnote

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/footnote.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/footnote.md:23
    And I swipe to focus on a footnote link
    # source: criteria/web/component/footnote.md:24
    Then I HEAR it describes its purpose
    # source: criteria/web/component/footnote.md:25
    And I HEAR it identifies itself as a link
    # source: criteria/web/component/footnote.md:26
    Then when I doubletap with the link in focus
    # source: criteria/web/component/footnote.md:26
    And I HEAR my focus moves directly to the targeted footnote
