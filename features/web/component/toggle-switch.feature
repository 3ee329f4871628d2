# Imported by Stepwise from criteria/web/component/toggle-switch.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @toggle-switch
Feature: Toggle switch
  a11y - Web Accessibility Acceptance Criteria
  How to test a toggle switch
  Full information: https://www.magentaa11y.com/#/web-criteria/component/toggle-switch

  Background:
    # source: criteria/web/component/toggle-switch.md:5
    Given that I am on a page with a toggle switch

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/toggle-switch.md:9
    When I use the tab key to move focus to a switch
    # source: criteria/web/component/toggle-switch.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/toggle-switch.md:10
    Then when I use the spacebar to activate the switch
    # source: criteria/web/component/toggle-switch.md:10
    And I SEE the state is changed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/toggle-switch.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/toggle-switch.md:15
    And I use the tab key to move focus to a switch
    # source: criteria/web/component/toggle-switch.md:16
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/toggle-switch.md:17
    And I HEAR it identifies its role of switch, toggle button or checkbox
    # source: criteria/web/component/toggle-switch.md:18
    And I HEAR hints or errors are read after the label and related inputs include a group name (Ex: Account settings)
    # source: criteria/web/component/toggle-switch.md:19
    And I HEAR it expresses its state (on/off, checked/unchecked, disabled/dimmed)
    # source: criteria/web/component/toggle-switch.md:20
    Then when I use the spacebar to activate the switch
    # source: criteria/web/component/toggle-switch.md:20
    And I HEAR the state is changed

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/toggle-switch.md:24
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/toggle-switch.md:25
    And I swipe to focus on a switch input
    # source: criteria/web/component/toggle-switch.md:26
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/toggle-switch.md:27
    And I HEAR it identifies its role of switch, toggle button or checkbox
    # source: criteria/web/component/toggle-switch.md:28
    And I HEAR Hints or errors are read after the label and related inputs include a group name (Ex: Account settings)
    # source: criteria/web/component/toggle-switch.md:29
    And I HEAR it expresses its state (on/off, checked/unchecked, disabled/dimmed)
    # source: criteria/web/component/toggle-switch.md:30
    Then when I doubletap with the switch in focus
    # source: criteria/web/component/toggle-switch.md:30
    And I HEAR the state is changed
