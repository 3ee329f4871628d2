# Imported by Stepwise from criteria/dropdown.md:51
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @dropdown
Feature: Dropdown
  a11y - Native Accessibility Acceptance Criteria
  How to test a dropdown
  Full information: https://www.magentaa11y.com/MagentaA11yV2#/native-criteria/controls/dropdown

  Condensed checklist:
  1. Test keyboard only, then screen reader + keyboard actions
      - Tab, arrow keys or ctl+tab: Focus visibly moves to the Dropdown
      - Spacebar: Selects and opens the Dropdown on iOS and Android
      - Enter: Selects and opens the Dropdown on Android
  2. Test mobile screenreader gestures
      - Swipe: Focus moves to the element, expresses its name, role, value & state (expanded or collapsed)
      - Doubletap: Selects and opens Dropdown
  3. Listen to screenreader output on all devices
      - Name: Purpose is clear and matches any visible label
      - Role: Identifies itself as a button in iOS and "double tap to activate" in Android
      - Group: Visible label is grouped or associated with the Dropdown in a single swipe
      - State: Expresses its state (disabled/dimmed). Expanded/collapsed states are announced on the elements that close or open the dropdown
  4. Test device settings
      - Text resize: Text can resize up to 200% without losing information

  Background:
    # source: criteria/dropdown.md:55
    Given that I am on a screen with a dropdown

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/dropdown.md:59
    When I press the "TAB", "ARROW KEYS", or "CTRL+TAB" keys
    # source: criteria/dropdown.md:60
    Then the focus should visibly move to the dropdown
    # source: criteria/dropdown.md:61
    When I press the "ESCAPE" key
    # source: criteria/dropdown.md:62
    Then the dropdown should close and return focus to the button that launched it
    # source: criteria/dropdown.md:63
    When I press the "SPACEBAR" key
    # source: criteria/dropdown.md:64
    Then the dropdown should be selected and opened on iOS and Android
    # source: criteria/dropdown.md:65
    When I press the "ENTER" key
    # source: criteria/dropdown.md:66 platforms: android
    Then the dropdown should be selected and opened on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/dropdown.md:70
    When I swipe to navigate to the dropdown
    # source: criteria/dropdown.md:71
    Then the focus should move to the dropdown
    # source: criteria/dropdown.md:72
    And the dropdown's name, role, value, and state (EXPANDED or COLLAPSED) should be expressed
    # source: criteria/dropdown.md:73
    When I double-tap the dropdown
    # source: criteria/dropdown.md:74
    Then the dropdown should be selected and opened

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/dropdown.md:78
    When a screen reader reads the dropdown
    # source: criteria/dropdown.md:79
    Then its name should clearly describe its purpose and match any visible label
    # source: criteria/dropdown.md:80
    And its role should be identified as a button in iOS and as "double tap to activate" in Android
    # source: criteria/dropdown.md:81
    And its visible label should be grouped or associated with the dropdown in a single swipe
    # source: criteria/dropdown.md:82
    And its state (DISABLED/DIMMED) should be expressed
    # source: criteria/dropdown.md:83
    And the EXPANDED or COLLAPSED state should be announced on the elements that close or open the dropdown

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/dropdown.md:87
    When I adjust the device text resize setting to 200%
    # source: criteria/dropdown.md:88
    Then the text on the dropdown should resize up to 200% without losing information
