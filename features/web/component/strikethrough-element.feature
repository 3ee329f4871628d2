# Imported by Stepwise from criteria/web/component/strikethrough-content.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @strikethrough-element
Feature: Strikethrough element
  a11y - Web Accessibility Acceptance Criteria
  How to test a strikethrough element
  Full information: https://www.magentaa11y.com/#/web-criteria/component/strikethrough-content

  Background:
    # source: criteria/web/component/strikethrough-content.md:5
    Given that I am on a page with strikethrough content

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/strikethrough-content.md:9
    When I use the arrow key to browse the content
    # source: criteria/web/component/strikethrough-content.md:9
    Then I SEE the content comes into view

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/strikethrough-content.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/strikethrough-content.md:14
    And I use the arrow key to browse the content
    # source: criteria/web/component/strikethrough-content.md:15
    Then I HEAR the content makes sense and is in a logical order

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/strikethrough-content.md:19
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/strikethrough-content.md:20
    And I swipe to browse the content
    # source: criteria/web/component/strikethrough-content.md:21
    Then I HEAR the content makes sense and is in a logical order
