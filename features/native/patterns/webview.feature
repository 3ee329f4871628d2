# Imported by Stepwise from criteria/native/patterns/webview.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @webview
Feature: Webview
  a11y - Native Accessibility Acceptance Criteria
  How to test a webview
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/webview

  Background:
    # source: criteria/native/patterns/webview.md:5
    Given that I am on a screen with a webview

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/webview.md:9
    When I press the "TAB" key, "ARROW" keys, or "CTRL+TAB"
    # source: criteria/native/patterns/webview.md:10
    Then the focus should move to all interactive elements in the navigation bar and webview
    # source: criteria/native/patterns/webview.md:11
    When I press the "SPACEBAR" key
    # source: criteria/native/patterns/webview.md:12
    Then the interactive element should be activated on iOS and Android
    # source: criteria/native/patterns/webview.md:13
    When I press the "ENTER" key
    # source: criteria/native/patterns/webview.md:14 platforms: android
    Then the interactive element should be activated on Android

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/webview.md:18
    When I swipe to navigate
    # source: criteria/native/patterns/webview.md:19
    Then the focus should move to each element
    # source: criteria/native/patterns/webview.md:20
    And express its name and role
    # source: criteria/native/patterns/webview.md:21
    And express its state if applicable
    # source: criteria/native/patterns/webview.md:22
    When I double-tap an interactive element
    # source: criteria/native/patterns/webview.md:23
    Then the element should be activated

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/webview.md:27
    When a screen reader is active
    # source: criteria/native/patterns/webview.md:28
    Then the initial focus should move to all elements in the navigation bars
    # source: criteria/native/patterns/webview.md:29
    And native and webview elements should be included in the swipe order

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/webview.md:33
    When I have increased text size in device settings
    # source: criteria/native/patterns/webview.md:34
    Then text resize is N/A for webview sections and native navigation bar text
