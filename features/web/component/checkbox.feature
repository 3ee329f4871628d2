# Imported by Stepwise from criteria/web/component/checkbox.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @checkbox
Feature: Checkbox
  a11y - Web Accessibility Acceptance Criteria
  How to test a checkbox
  Full information: https://www.magentaa11y.com/#/web-criteria/component/checkbox

  Background:
    # source: criteria/web/component/checkbox.md:5
    Given that I am on a page with a checkbox

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/checkbox.md:9
    When I use the tab key to move focus to a checkbox
    # source: criteria/web/component/checkbox.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/checkbox.md:10
    Then when I use the spacebar to activate the checkbox
    # source: criteria/web/component/checkbox.md:10
    And I SEE the state is changed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/checkbox.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/checkbox.md:15
    And I use the tab key to move focus to a checkbox
    # source: criteria/web/component/checkbox.md:16
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/checkbox.md:17
    And I HEAR it identifies its role of checkbox
    # source: criteria/web/component/checkbox.md:18
    And I HEAR hints or errors are read after the label and related inputs include a group name (ex: Account settings)
    # source: criteria/web/component/checkbox.md:19
    And I HEAR it expresses its state (checked/unchecked, disabled)
    # source: criteria/web/component/checkbox.md:20
    Then when I use the spacebar to activate the checkbox
    # source: criteria/web/component/checkbox.md:20
    And I HEAR the state is changed

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/checkbox.md:24
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/checkbox.md:25
    And I swipe to focus on a checkbox input
    # source: criteria/web/component/checkbox.md:26
    Then I HEAR its label and purpose is clear
    # source: criteria/web/component/checkbox.md:27
    And I HEAR it identifies its role of checkbox
    # source: criteria/web/component/checkbox.md:28
    And I HEAR hints or errors are read after the label and related inputs include a group name (ex: Account settings)
    # source: criteria/web/component/checkbox.md:29
    And I HEAR it expresses its state (checked/unchecked, disabled)
    # source: criteria/web/component/checkbox.md:30
    Then when I doubletap with the checkbox in focus
    # source: criteria/web/component/checkbox.md:30
    And I HEAR the state is changed
