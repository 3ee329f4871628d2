# Imported by Stepwise from criteria/web/component/radio-button.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @radio-button
Feature: Radio button
  a11y - Web Accessibility Acceptance Criteria
  How to test a radio button
  Full information: https://www.magentaa11y.com/#/web-criteria/form/radio-button

  Background:
    # source: criteria/web/component/radio-button.md:5
    Given that I am on a page with a radio button

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/radio-button.md:9
    When I use the tab key to move focus to a radio group
    # source: criteria/web/component/radio-button.md:9
    Then I SEE focus is strongly visually indicated on the first unselected option or the selected option
    # source: criteria/web/component/radio-button.md:11
    Then when I use the spacebar to activate the radio button
    # source: criteria/web/component/radio-button.md:11
    And I SEE the radio button with focus change state to selected.
    # source: criteria/web/component/radio-button.md:13
    Then when I use the arrow keys to focus radio button
    # source: criteria/web/component/radio-button.md:13
    And I SEE the state is changed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/radio-button.md:17
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/radio-button.md:19
    And I use the tab key to move focus to a radio group
    # source: criteria/web/component/radio-button.md:20
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/radio-button.md:21
    And I HEAR it identifies itself as a radio option
    # source: criteria/web/component/radio-button.md:22
    And I HEAR hints or errors are read after the label and related inputs include a group name (ex: Shipping options)
    # source: criteria/web/component/radio-button.md:23
    And I HEAR it expresses its state (selected, checked, disabled)
    # source: criteria/web/component/radio-button.md:25
    Then when I use the spacebar to activate the radio button
    # source: criteria/web/component/radio-button.md:25
    And I HEAR the radio button with focus change state to selected.
    # source: criteria/web/component/radio-button.md:27
    Then when I use the arrow keys to focus radio button
    # source: criteria/web/component/radio-button.md:27
    And I HEAR the state is changed

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/radio-button.md:31
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/radio-button.md:33
    And I swipe to focus on a radio button
    # source: criteria/web/component/radio-button.md:34
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/radio-button.md:35
    And I HEAR it identifies itself as a radio option
    # source: criteria/web/component/radio-button.md:36
    And I HEAR hints or errors are read after the label and related inputs include a group name (ex: Shipping options)
    # source: criteria/web/component/radio-button.md:37
    And I HEAR it expresses its state (selected, checked, disabled)
    # source: criteria/web/component/radio-button.md:39
    Then when I doubletap with the radio in focus
    # source: criteria/web/component/radio-button.md:39
    And I HEAR the state is changed
