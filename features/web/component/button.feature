# Imported by Stepwise from criteria/web/component/button.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @button
Feature: Button
  a11y - Web Accessibility Acceptance Criteria
  How to test a button
  Full information: https://www.magentaa11y.com/#/web-criteria/component/button

  Background:
    # source: criteria/web/component/button.md:5
    Given that I am on a page with a button

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/button.md:9
    When I use the tab key to move focus to a button
    # source: criteria/web/component/button.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/button.md:10
    Then when I use the spacebar and/or enter key to activate the button
    # source: criteria/web/component/button.md:10
    And I SEE the intended action occurs

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/button.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/button.md:14
    And I use the tab key to move focus to a button
    # source: criteria/web/component/button.md:15
    Then I HEAR Its purpose is clear
    # source: criteria/web/component/button.md:16
    And I HEAR It identifies its role of button
    # source: criteria/web/component/button.md:17
    And I HEAR It indicates if it has popup for listbox or menus
    # source: criteria/web/component/button.md:18
    And I HEAR It expresses its state if applicable (pressed, expanded, disabled/dimmed/unavailable)
    # source: criteria/web/component/button.md:19
    Then when I use the spacebar and/or enter key to activate the button
    # source: criteria/web/component/button.md:19
    And I HEAR the intended action occurs

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/button.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/button.md:23
    And I swipe to focus on a button
    # source: criteria/web/component/button.md:24
    Then I HEAR Its purpose is clear
    # source: criteria/web/component/button.md:25
    And I HEAR It identifies its role of button
    # source: criteria/web/component/button.md:26
    And I HEAR It indicates if it has popup for listbox or menus
    # source: criteria/web/component/button.md:27
    And I HEAR It expresses its state if applicable (pressed, expanded, disabled/dimmed/unavailable)
    # source: criteria/web/component/button.md:28
    Then when I doubletap with the button in focus
    # source: criteria/web/component/button.md:28
    And I HEAR the intended action occurs
