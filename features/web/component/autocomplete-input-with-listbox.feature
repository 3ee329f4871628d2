# Imported by Stepwise from criteria/web/component/autocomplete.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @autocomplete-input-with-listbox
Feature: Autocomplete input with listbox
  a11y - Web Accessibility Acceptance Criteria
  How to test an autocomplete input with listbox
  Full information: https://www.magentaa11y.com/#/web-criteria/component/autocomplete

  Background:
    # source: criteria/web/component/autocomplete.md:5
    Given that I am on a page with an autocomplete input with listbox

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/autocomplete.md:9
    When I use the tab key to move focus to the text input
    # source: criteria/web/component/autocomplete.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/autocomplete.md:10
    Then when I use the arrow keys to select an option
    # source: criteria/web/component/autocomplete.md:10
    And I SEE the selected option is the new text input value
    # source: criteria/web/component/autocomplete.md:11
    Then when I use the enter key
    # source: criteria/web/component/autocomplete.md:11
    And I SEE the selected option is changed and focus returns to the text input
    # source: criteria/web/component/autocomplete.md:12
    Then when I use the escape key when the select is open
    # source: criteria/web/component/autocomplete.md:12
    And I SEE it collapses and focus moves to the text input

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/autocomplete.md:16
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/autocomplete.md:16
    And I use the tab key to move focus to the text input
    # source: criteria/web/component/autocomplete.md:17
    Then I HEAR its purpose is clear
    # source: criteria/web/component/autocomplete.md:18
    And I HEAR it identifies itself as a select, popup, menu/submenu, listbox or combobox
    # source: criteria/web/component/autocomplete.md:19
    And I HEAR its label is read and selected options are read
    # source: criteria/web/component/autocomplete.md:20
    And I HEAR it indicates the value of the text input
    # source: criteria/web/component/autocomplete.md:21
    Then when I use the arrow keys to select an option
    # source: criteria/web/component/autocomplete.md:21
    And I HEAR the selected option is the new text input value
    # source: criteria/web/component/autocomplete.md:22
    Then when I use the enter key
    # source: criteria/web/component/autocomplete.md:22
    And I HEAR the selected option is changed and focus returns to the text input
    # source: criteria/web/component/autocomplete.md:23
    Then when I use the escape key when the select is open
    # source: criteria/web/component/autocomplete.md:23
    And I HEAR it collapses and focus moves to the text input

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/autocomplete.md:27
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/autocomplete.md:27
    And I swipe to focus on a select
    # source: criteria/web/component/autocomplete.md:28
    Then I HEAR its purpose is clear
    # source: criteria/web/component/autocomplete.md:29
    And I HEAR it identifies itself as a select, popup, menu/submenu, listbox or combobox
    # source: criteria/web/component/autocomplete.md:30
    And I HEAR its label is read and selected options are read
    # source: criteria/web/component/autocomplete.md:31
    And I HEAR it indicates the value of the text input
    # source: criteria/web/component/autocomplete.md:32
    Then when I doubletap with the select in focus
    # source: criteria/web/component/autocomplete.md:32
    And I HEAR the selected option is changed
