# Imported by Stepwise from criteria/web/component/stepper-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @stepper-input
Feature: Stepper input
  a11y - Web Accessibility Acceptance Criteria
  How to test a stepper input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/stepper-input

  Background:
    # source: criteria/web/component/stepper-input.md:5
    Given that I am on a page with a stepper input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/stepper-input.md:9
    When I use the tab key to move focus to the first interactive item
    # source: criteria/web/component/stepper-input.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/stepper-input.md:10
    Then when I use the arrow keys to select an option
    # source: criteria/web/component/stepper-input.md:10
    And I SEE the selected option is changed
    # source: criteria/web/component/stepper-input.md:11
    Then when I use the escape key when the select is open
    # source: criteria/web/component/stepper-input.md:11
    And I SEE it collapses and focus moves to the select
    # source: criteria/web/component/stepper-input.md:12
    When when I use the enter key is pressed on buttons
    # source: criteria/web/component/stepper-input.md:12
    Then I SEE the value is incremented or decremented

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/stepper-input.md:16
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/stepper-input.md:16
    And I use the tab key to move focus to the first interactive item
    # source: criteria/web/component/stepper-input.md:17
    And I HEAR button labels are clear and include contextThe select field's visual label is announced
    # source: criteria/web/component/stepper-input.md:18
    Then I HEAR for the select field it identifies itself as a select, popup button, menu/submenu or listboxFor the buttons they are identified as button
    # source: criteria/web/component/stepper-input.md:19
    And I HEAR its label is read with the input
    # source: criteria/web/component/stepper-input.md:20
    And I HEAR it indicates when the select is expanded/collapsed, indicates which option is selected
    # source: criteria/web/component/stepper-input.md:21
    Then when I use the arrow keys to select an option,
    # source: criteria/web/component/stepper-input.md:21
    And I HEAR the selected option is changed
    # source: criteria/web/component/stepper-input.md:22
    Then when I use the escape key when the select is open,
    # source: criteria/web/component/stepper-input.md:22
    And I HEAR it collapses and focus moves to the select
    # source: criteria/web/component/stepper-input.md:23
    When when I use the enter key is pressed on buttons
    # source: criteria/web/component/stepper-input.md:23
    Then I HEAR the value is incremented or decremented

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/stepper-input.md:27
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/stepper-input.md:28
    And I swipe to focus on the form fields
    # source: criteria/web/component/stepper-input.md:29
    Then I HEAR button labels are clear and include contextThe select field's visual label is announced
    # source: criteria/web/component/stepper-input.md:30
    And I HEAR for the select field it identifies itself as a select, popup button, menu/submenu or listboxFor the buttons they are identified as button
    # source: criteria/web/component/stepper-input.md:31
    And I HEAR its label is read with the input
    # source: criteria/web/component/stepper-input.md:32
    And I HEAR it indicates when the select is expanded/collapsed, indicates which option is selected
    # source: criteria/web/component/stepper-input.md:33
    Then when I doubletap with the select in focus
    # source: criteria/web/component/stepper-input.md:33
    And I HEAR the picker/spinner opens
    # source: criteria/web/component/stepper-input.md:34
    Then when I doubletap with the button in focus
    # source: criteria/web/component/stepper-input.md:34
    And I HEAR the value is incremented or decremented
