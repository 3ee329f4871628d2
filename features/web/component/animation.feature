# Imported by Stepwise from criteria/web/component/animation.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @animation
Feature: Animation
  a11y - Web Accessibility Acceptance Criteria
  How to test an animation
  Full information: https://www.magentaa11y.com/#/web-criteria/component/animation

  Background:
    # source: criteria/web/component/animation.md:5
    Given that I am on a page with an animation

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/animation.md:9
    When I use tab key to move focus to the pause/play/hide controls
    # source: criteria/web/component/animation.md:9
    Then I SEE the control is strongly visibly focused
    # source: criteria/web/component/animation.md:10
    Then when I use the spacebar or enter key to activate the control
    # source: criteria/web/component/animation.md:10
    And I SEE the intended action occurs
    # source: criteria/web/component/animation.md:11
    Then when I use the device's reduced motion settings
    # source: criteria/web/component/animation.md:11
    And I SEE the animation is disabled or reduced

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/animation.md:15
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/animation.md:16
    And I use tab key to move focus to the pause/play/hide controls
    # source: criteria/web/component/animation.md:17
    Then I HEAR the control's purpose (pause/play/hide) is clear
    # source: criteria/web/component/animation.md:18
    And I HEAR it identifies its role of button
    # source: criteria/web/component/animation.md:19
    And I HEAR the control expresses its state if applicable (pressed, expanded)
    # source: criteria/web/component/animation.md:20
    Then when I use the spacebar or enter key to activate the control
    # source: criteria/web/component/animation.md:20
    And I HEAR the intended action occurs
    # source: criteria/web/component/animation.md:21
    Then when I use the device's reduced motion settings
    # source: criteria/web/component/animation.md:21
    And I HEAR the animation is disabled or reduced

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/animation.md:25
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/animation.md:26
    And I swipe to move focus to the pause/play/hide controls
    # source: criteria/web/component/animation.md:27
    Then I HEAR the control's purpose (pause/play/hide) is clear
    # source: criteria/web/component/animation.md:28
    And I HEAR it identifies its role of button
    # source: criteria/web/component/animation.md:29
    And I HEAR the control expresses its state if applicable (pressed, expanded)
    # source: criteria/web/component/animation.md:30
    Then when I doubletap to activate control
    # source: criteria/web/component/animation.md:30
    And I HEAR the intended action occurs
    # source: criteria/web/component/animation.md:31
    Then when an animation is focused
    # source: criteria/web/component/animation.md:31
    And I HEAR an alternative method of consumption or interaction is available

  @settings
  Scenario: Device OS Settings
    # source: criteria/web/component/animation.md:35
    When I use reduced motion THEN I see large motion, animations or effects are reduced or eliminated
