# Imported by Stepwise from criteria/web/component/date-picker.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @date-picker-dialog
Feature: Date picker dialog
  a11y - Web Accessibility Acceptance Criteria
  How to test a date picker dialog
  Full information: https://www.magentaa11y.com/#/web-criteria/web/date-picker

  Background:
    # source: criteria/web/component/date-picker.md:5
    Given that I am on a page with a date picker dialog

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/date-picker.md:9
    When I use the tab key to move focus to the date dialog button
    # source: criteria/web/component/date-picker.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/date-picker.md:10
    Then when I use the spacebar and/or enter key
    # source: criteria/web/component/date-picker.md:10
    And I SEE the date picker dialog appears
    # source: criteria/web/component/date-picker.md:11
    Then when I use the arrow keys
    # source: criteria/web/component/date-picker.md:11
    And I SEE the selection moves through next/previous dates
    # source: criteria/web/component/date-picker.md:12
    Then when I use the home/end key
    # source: criteria/web/component/date-picker.md:12
    And I SEE the selection moves to the first/last day of the current week
    # source: criteria/web/component/date-picker.md:13
    Then when I use the page up/down key
    # source: criteria/web/component/date-picker.md:13
    And I SEE the grid of dates moves to the next/previous month
    # source: criteria/web/component/date-picker.md:14
    Then when I use shift key + page up/down
    # source: criteria/web/component/date-picker.md:14
    And I SEE the grid of dates moves to the next/previous year
    # source: criteria/web/component/date-picker.md:15
    Then when I use the spacebar and/or enter key
    # source: criteria/web/component/date-picker.md:15
    And I SEE the button or selection is activated
    # source: criteria/web/component/date-picker.md:16
    Then when I use the escape key
    # source: criteria/web/component/date-picker.md:16
    And I SEE the date picker dialog disappears and focus returns to the date dialog button

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/date-picker.md:20
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/date-picker.md:21
    And I use the tab key to move focus to the date dialog button
    # source: criteria/web/component/date-picker.md:22
    Then I HEAR the purpose of each control is clear
    # source: criteria/web/component/date-picker.md:23
    And I HEAR buttons identify as buttons, dialog identifies itself dialog or modal, date grid table may identify itself as table or grid
    # source: criteria/web/component/date-picker.md:24
    And I HEAR the launch button indicates it has a popup, menu or dialog; days are announced with month and year
    # source: criteria/web/component/date-picker.md:25
    And I HEAR date options express state (pressed, selected, disabled/dimmed)
    # source: criteria/web/component/date-picker.md:26
    Then when I use the spacebar and/or enter key
    # source: criteria/web/component/date-picker.md:26
    And I HEAR the date picker dialog appears
    # source: criteria/web/component/date-picker.md:27
    Then when I use the arrow keys
    # source: criteria/web/component/date-picker.md:27
    And I HEAR the selection moves through next/previous dates
    # source: criteria/web/component/date-picker.md:28
    Then when I use the home/end key
    # source: criteria/web/component/date-picker.md:28
    And I HEAR the selection moves to the first/last day of the current week
    # source: criteria/web/component/date-picker.md:29
    Then when I use the page up/down key
    # source: criteria/web/component/date-picker.md:29
    And I HEAR the grid of dates moves to the next/previous month
    # source: criteria/web/component/date-picker.md:30
    Then when I use shift key + page up/down
    # source: criteria/web/component/date-picker.md:30
    And I HEAR the grid of dates moves to the next/previous year
    # source: criteria/web/component/date-picker.md:31
    Then when I use the spacebar and/or enter key
    # source: criteria/web/component/date-picker.md:31
    And I HEAR the button or selection is activated
    # source: criteria/web/component/date-picker.md:32
    Then when I use the escape key
    # source: criteria/web/component/date-picker.md:32
    And I HEAR the date picker dialog disappears and focus returns to the date dialog button

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/date-picker.md:36
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/date-picker.md:37
    And I swipe to focus on the date dialog button
    # source: criteria/web/component/date-picker.md:38
    Then I HEAR the purpose of each control is clear
    # source: criteria/web/component/date-picker.md:39
    And I HEAR buttons identify as buttons, dialog identifies itself dialog or modal, date grid table may identify itself as table or grid
    # source: criteria/web/component/date-picker.md:40
    And I HEAR the launch button indicates it has a popup, menu or dialog; days are announced with month and year
    # source: criteria/web/component/date-picker.md:41
    And I HEAR date options express state (pressed, selected, disabled/dimmed)
    # source: criteria/web/component/date-picker.md:42
    Then when I doubletap with the button in focus
    # source: criteria/web/component/date-picker.md:42
    And I HEAR the date picker dialog appears
    # source: criteria/web/component/date-picker.md:43
    Then when I swipe through the dialog
    # source: criteria/web/component/date-picker.md:43
    And I HEAR the date options and controls come into focus
    # source: criteria/web/component/date-picker.md:44
    Then when I doubletap with the selection or button in focus
    # source: criteria/web/component/date-picker.md:44
    And I HEAR the intended action occurs
