# Imported by Stepwise from criteria/web/component/textarea-multiline-input.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @textarea-multiline-input
Feature: Textarea multiline input
  a11y - Web Accessibility Acceptance Criteria
  How to test a textarea multiline input
  Full information: https://www.magentaa11y.com/#/web-criteria/component/textarea-multiline-input

  Background:
    # source: criteria/web/component/textarea-multiline-input.md:5
    Given that I am on a page with a textarea multiline input

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/textarea-multiline-input.md:9
    When I use the tab key to move focus to a textarea
    # source: criteria/web/component/textarea-multiline-input.md:9
    Then I SEE focus is strongly visually indicated

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/textarea-multiline-input.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/textarea-multiline-input.md:13
    And I use the tab key to move focus to a textarea
    # source: criteria/web/component/textarea-multiline-input.md:14
    Then I HEAR Its purpose is clear
    # source: criteria/web/component/textarea-multiline-input.md:15
    And I HEAR It identifies itself as a textarea
    # source: criteria/web/component/textarea-multiline-input.md:16
    And I HEAR Hints or errors (ex: chars remaining) are read after the label, related inputs include a group name (ex: Contact us)
    # source: criteria/web/component/textarea-multiline-input.md:17
    And I HEAR If applicable, it expresses its state (required, disabled / dimmed / unavailable)
    # source: criteria/web/component/textarea-multiline-input.md:18
    And I HEAR Character counter updates dynamically after keypress and a short delay

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/textarea-multiline-input.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/textarea-multiline-input.md:22
    And I swipe to focusable elements on a textarea
    # source: criteria/web/component/textarea-multiline-input.md:23
    Then I HEAR Its purpose is clear
    # source: criteria/web/component/textarea-multiline-input.md:24
    And I HEAR It identifies itself as a textarea
    # source: criteria/web/component/textarea-multiline-input.md:25
    And I HEAR Hints or errors (ex: chars remaining) are read after the label, related inputs include a group name (ex: Contact us)
    # source: criteria/web/component/textarea-multiline-input.md:26
    And I HEAR If applicable, it expresses its state (required, disabled / dimmed / unavailable)
    # source: criteria/web/component/textarea-multiline-input.md:27
    And I HEAR Character counter updates dynamically after keypress and a short delay
