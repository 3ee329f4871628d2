# Imported by Stepwise from criteria/web/component/text-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @text-input
Feature: Text input
  a11y - Web Accessibility Acceptance Criteria
  How to test a text input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/text-input

  Background:
    # source: criteria/web/component/text-input.md:5
    Given that I am on a page with a text input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/text-input.md:9
    When I use the tab key to move focus to a text input
    # source: criteria/web/component/text-input.md:9
    Then I SEE focus is strongly visually indicated

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/text-input.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/text-input.md:14
    And I use the tab key to move focus to a text input
    # source: criteria/web/component/text-input.md:15
    Then I HEAR its purpose is clear
    # source: criteria/web/component/text-input.md:16
    And I HEAR it identifies itself as a text input
    # source: criteria/web/component/text-input.md:17
    And I HEAR hints or errors are read after the label, related inputs include a group name (Ex: Enter your personal information)
    # source: criteria/web/component/text-input.md:18
    And I HEAR if applicable, it expresses its state (required, disabled / dimmed / unavailable)

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/text-input.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/text-input.md:23
    And I swipe to focus on a text input
    # source: criteria/web/component/text-input.md:24
    Then I HEAR its purpose is clear
    # source: criteria/web/component/text-input.md:25
    And I HEAR it identifies itself as a text input
    # source: criteria/web/component/text-input.md:26
    And I HEAR hints or errors are read after the label, related inputs include a group name (Ex: Enter your personal information)
    # source: criteria/web/component/text-input.md:27
    And I HEAR if applicable, it expresses its state (required, disabled / dimmed / unavailable)
