# Imported by Stepwise from criteria/web/component/password-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @password-input
Feature: Password input
  a11y - Web Accessibility Acceptance Criteria
  How to test a password input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/password-input

  Background:
    # source: criteria/web/component/password-input.md:5
    Given that I am on a page with a password input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/password-input.md:9
    When I use the tab key to move focus to the password input
    # source: criteria/web/component/password-input.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/password-input.md:10
    Then when I use the tab key to move focus to the show/hide password feature
    # source: criteria/web/component/password-input.md:10
    And I SEE its name, role and state
    # source: criteria/web/component/password-input.md:11
    Then when I use the show/hide password feature
    # source: criteria/web/component/password-input.md:11
    And I SEE the state of the password visibility (with or without characters entered)

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/password-input.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/password-input.md:14
    And I use the tab key to move focus to the password input
    # source: criteria/web/component/password-input.md:15
    Then I HEAR its purpose is clear
    # source: criteria/web/component/password-input.md:16
    And I HEAR it identifies itself as a text input
    # source: criteria/web/component/password-input.md:17
    And I HEAR hints or errors are read after the label (Ex: Password formatting)
    # source: criteria/web/component/password-input.md:18
    And I HEAR it expresses if the password is being shown and if applicable: required, disabled / dimmed / unavailable
    # source: criteria/web/component/password-input.md:19
    Then when I use the tab key to move focus to the show/hide password feature
    # source: criteria/web/component/password-input.md:19
    And I HEAR its name, role and state
    # source: criteria/web/component/password-input.md:20
    Then when I use the show/hide password feature
    # source: criteria/web/component/password-input.md:20
    And I HEAR the state of the password visibility (with or without characters entered)

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/password-input.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/password-input.md:23
    And I swipe to focus on a password input
    # source: criteria/web/component/password-input.md:24
    Then I HEAR its purpose is clear
    # source: criteria/web/component/password-input.md:25
    And I HEAR it identifies itself as a text input
    # source: criteria/web/component/password-input.md:26
    And I HEAR hints or errors are read after the label (Ex: Password formatting)
    # source: criteria/web/component/password-input.md:27
    And I HEAR it expresses if the password is being shown and if applicable: required, disabled / dimmed / unavailable
