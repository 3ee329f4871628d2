# Imported by Stepwise from criteria/web/component/number-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @number-input
Feature: Number input
  a11y - Web Accessibility Acceptance Criteria
  How to test a number input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/number-input

  Background:
    # source: criteria/web/component/number-input.md:5
    Given that I am on a page with a number input field

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/number-input.md:9
    When I use the tab key to move focus to a number input
    # source: criteria/web/component/number-input.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/number-input.md:10
    Then when I use the number keys
    # source: criteria/web/component/number-input.md:10
    And I SEE numbers are entered
    # source: criteria/web/component/number-input.md:11
    Then when I use non-number keys
    # source: criteria/web/component/number-input.md:11
    And I SEE nothing is entered

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/number-input.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/number-input.md:16
    And I use the tab key to move focus to a number input
    # source: criteria/web/component/number-input.md:17
    Then I HEAR its purpose is clear
    # source: criteria/web/component/number-input.md:18
    And I HEAR it identifies itself as an editable input
    # source: criteria/web/component/number-input.md:19
    And I HEAR hints or errors are read after the label, related inputs include a group name (Ex: Enter your personal information)
    # source: criteria/web/component/number-input.md:20
    And I HEAR if applicable, it expresses its state (required, disabled / dimmed / unavailable)
    # source: criteria/web/component/number-input.md:21
    Then when I use the number keys
    # source: criteria/web/component/number-input.md:21
    And I HEAR numbers are entered
    # source: criteria/web/component/number-input.md:22
    Then when I use non-number keys
    # source: criteria/web/component/number-input.md:22
    And I HEAR nothing is entered

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/number-input.md:26
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/number-input.md:27
    And I swipe to focus on a number input
    # source: criteria/web/component/number-input.md:28
    Then I HEAR its purpose is clear
    # source: criteria/web/component/number-input.md:29
    And I HEAR it identifies itself as an editable input
    # source: criteria/web/component/number-input.md:30
    And I HEAR hints or errors are read after the label, related inputs include a group name (Ex: Enter your personal information)
    # source: criteria/web/component/number-input.md:31
    And I HEAR if applicable, it expresses its state (required, disabled / dimmed / unavailable)
    # source: criteria/web/component/number-input.md:32
    Then when I enter a number
    # source: criteria/web/component/number-input.md:32
    And I HEAR the numeric keypad is revealed
