# Imported by Stepwise from criteria/native/patterns/animation.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @native @animation
Feature: Animation
  a11y - Native Accessibility Acceptance Criteria
  How to test an animation
  Full information: https://www.magentaa11y.com/#/native-criteria/patterns/animation

  Background:
    # source: criteria/native/patterns/animation.md:5
    Given that I am on a screen with an animation

  @keyboard
  Scenario: Test keyboard actions
    # source: criteria/native/patterns/animation.md:9
    When I am using keyboard navigation
    # source: criteria/native/patterns/animation.md:10
    Then keyboard interaction is N/A

  @gestures
  Scenario: Test mobile screen reader gestures
    # source: criteria/native/patterns/animation.md:14
    When I swipe to navigate
    # source: criteria/native/patterns/animation.md:15
    Then focus should move to and from the animation, if it is in the swipe order

  @screenreader
  Scenario: Test screen reader output on all devices
    # source: criteria/native/patterns/animation.md:19
    When a screen reader is active
    # source: criteria/native/patterns/animation.md:20
    Then if the animation is meaningful, it should receive focus
    # source: criteria/native/patterns/animation.md:21
    And its meaning should be announced via alt text

  @text-resize
  Scenario: Test device OS settings for text resize
    # source: criteria/native/patterns/animation.md:25
    When I have increased text size in device settings
    # source: criteria/native/patterns/animation.md:26
    Then text resize interaction is N/A
