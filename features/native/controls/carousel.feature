# Imported by Stepwise from criteria/native/controls/carousel.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @carousel
Feature: Carousel
  a11y - Native Accessibility Acceptance Criteria
  How to test a carousel
  Full information: https://www.magentaa11y.com/#/native-criteria/controls/carousel

  Background:
    # source: criteria/native/controls/carousel.md:5
    Given that I am on a screen with a carousel

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/controls/carousel.md:9
    When the user presses "TAB", Arrow Keys, or "CTRL+TAB"
    # source: criteria/native/controls/carousel.md:10
    Then the focus must visibly move to the next carousel item
    # source: criteria/native/controls/carousel.md:11
    When the user presses "SPACEBAR" on iOS or Android
    # source: criteria/native/controls/carousel.md:12
    Then the button or interactive slide must activate
    # source: criteria/native/controls/carousel.md:13 platforms: android
    When the user presses "ENTER" on Android
    # source: criteria/native/controls/carousel.md:14
    Then the button or interactive slide must activate

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/controls/carousel.md:18
    When the user swipes right
    # source: criteria/native/controls/carousel.md:19
    Then focus must move to the next interactive element
    # source: criteria/native/controls/carousel.md:20 platforms: ios
    When the user performs a 3-finger swipe on iOS
    # source: criteria/native/controls/carousel.md:21
    Then focus must move to the next slide
    # source: criteria/native/controls/carousel.md:22 platforms: android
    When the user performs a 2-finger swipe on Android
    # source: criteria/native/controls/carousel.md:23
    Then focus must move to the next slide
    # source: criteria/native/controls/carousel.md:24 platforms: ios
    When the user performs a 1-finger swipe up or down or a custom action on iOS
    # source: criteria/native/controls/carousel.md:25
    Then focus must move to the next slide
    # source: criteria/native/controls/carousel.md:26
    When the user performs a double-tap
    # source: criteria/native/controls/carousel.md:27
    Then the button must activate

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/controls/carousel.md:31
    When the user swipes through the elements
    # source: criteria/native/controls/carousel.md:32
    Then each item must be announced with the following attributes:
    # source: criteria/native/controls/carousel.md:33
    And the Name must clearly describe the purpose and match the visible text
    # source: criteria/native/controls/carousel.md:34
    And the Role must be identified as "Button" in iOS and "Double tap to activate" in Android
    # source: criteria/native/controls/carousel.md:35 platforms: ios
    And the Role must be identified as "Adjustable" with custom actions in iOS
    # source: criteria/native/controls/carousel.md:36
    And the Group must be marked as not applicable (N/A)
    # source: criteria/native/controls/carousel.md:37
    And the State must announce the button’s state (e.g., DISABLED/DIMMED)

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/controls/carousel.md:41
    When a user adjusts text resizing settings up to 200%
    # source: criteria/native/controls/carousel.md:42
    Then all text must remain readable without loss of information
