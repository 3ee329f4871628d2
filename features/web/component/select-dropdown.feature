# Imported by Stepwise from criteria/web/component/select-dropdown.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @select-dropdown
Feature: Select dropdown
  a11y - Web Accessibility Acceptance Criteria
  How to test a select dropdown
  Full information: https://www.magentaa11y.com/#/web-criteria/component/select-dropdown

  Background:
    # source: criteria/web/component/select-dropdown.md:5
    Given that I am on a page with a select dropdown

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/select-dropdown.md:9
    When I use the tab key to move focus to a select
    # source: criteria/web/component/select-dropdown.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/select-dropdown.md:11
    Then when I use the arrow keys to select an option
    # source: criteria/web/component/select-dropdown.md:11
    And I SEE the selected option is changed
    # source: criteria/web/component/select-dropdown.md:13
    Then when I use the escape key when the select is open
    # source: criteria/web/component/select-dropdown.md:13
    And I SEE it collapses and focus moves to the select

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/select-dropdown.md:17
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/select-dropdown.md:19
    And I use the tab key to move focus to a select
    # source: criteria/web/component/select-dropdown.md:20
    Then I HEAR its purpose is clear
    # source: criteria/web/component/select-dropdown.md:21
    And I HEAR it identifies itself as a select, popup, menu/submenu, listbox or combobox
    # source: criteria/web/component/select-dropdown.md:22
    And I HEAR hints or errors are read after the label and related inputs include a group name (ex: Account settings)
    # source: criteria/web/component/select-dropdown.md:23
    And I HEAR it indicates which option is selected and if disabled/dimmed/unavailable
    # source: criteria/web/component/select-dropdown.md:25
    Then when I use the arrow keys to select an option
    # source: criteria/web/component/select-dropdown.md:25
    And I HEAR the selected option is changed
    # source: criteria/web/component/select-dropdown.md:27
    Then when I use the escape key when the select is open
    # source: criteria/web/component/select-dropdown.md:27
    And I HEAR it collapses and focus moves to the select

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/select-dropdown.md:31
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/select-dropdown.md:33
    And I swipe to focus on a select
    # source: criteria/web/component/select-dropdown.md:34
    Then I HEAR its purpose is clear
    # source: criteria/web/component/select-dropdown.md:35
    And I HEAR it identifies itself as a select, popup, menu/submenu, listbox or combobox
    # source: criteria/web/component/select-dropdown.md:36
    And I HEAR Hints or errors are read after the label and related inputs include a group name (ex: Account settings)
    # source: criteria/web/component/select-dropdown.md:37
    And I HEAR it indicates which option is selected and if disabled/dimmed/unavailable
    # source: criteria/web/component/select-dropdown.md:39
    Then when I doubletap with the select in focus
    # source: criteria/web/component/select-dropdown.md:39
    And I HEAR the options can be selected
