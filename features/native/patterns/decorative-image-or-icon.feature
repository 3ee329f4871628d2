# Imported by Stepwise from criteria/native/patterns/image-decorative.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @decorative-image-or-icon
Feature: Decorative image or icon
  a11y - Native Accessibility Acceptance Criteria
  How to test a decorative image or icon
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/image-decorative

  Background:
    # source: criteria/native/patterns/image-decorative.md:5
    Given that I am on a screen with a decorative image or icon

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/image-decorative.md:9
    When I use keyboard navigation
    # source: criteria/native/patterns/image-decorative.md:10
    Then the image or icon is ignored, N/A

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/image-decorative.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/image-decorative.md:15
    Then focus moves to the image or icon
    # source: criteria/native/patterns/image-decorative.md:16
    And I HEAR that the image or icon is ignored, N/A

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/image-decorative.md:20
    When I use a screenreader (Talkback, VoiceOver)
    # source: criteria/native/patterns/image-decorative.md:21
    And I swipe to browse to an image or icon
    # source: criteria/native/patterns/image-decorative.md:22
    Then I HEAR the image or icon is ignored, N/A

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/image-decorative.md:26
    When I have increased text size in device settings
    # source: criteria/native/patterns/image-decorative.md:27
    And I swipe to browse to an image or icon
    # source: criteria/native/patterns/image-decorative.md:28
    Then I HEAR the image or icon is ignored, N/A
