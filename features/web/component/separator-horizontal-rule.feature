# Imported by Stepwise from criteria/web/component/separator-horizontal-rule.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @separator-horizontal-rule
Feature: Separator / horizontal rule
  a11y - Web Accessibility Acceptance Criteria
  How to test a separator / horizontal rule
  Full information: https://www.magentaa11y.com/#/web-criteria/component/separator-horizontal-rule

  Background:
    # source: criteria/web/component/separator-horizontal-rule.md:5
    Given that I am on a page with a separator / horizontal rule

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/separator-horizontal-rule.md:9
    When I use arrow keys to browse to the separator
    # source: criteria/web/component/separator-horizontal-rule.md:9
    Then I SEE the element is skipped entirely. It is completely inert.

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/separator-horizontal-rule.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/separator-horizontal-rule.md:14
    And I use arrow keys to browse to the separator
    # source: criteria/web/component/separator-horizontal-rule.md:15
    Then I HEAR the element is skipped entirely. It is completely inert.

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/separator-horizontal-rule.md:19
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/separator-horizontal-rule.md:20
    And I swipe to the separator
    # source: criteria/web/component/separator-horizontal-rule.md:21
    Then I HEAR the element is skipped entirely. It is completely inert.
