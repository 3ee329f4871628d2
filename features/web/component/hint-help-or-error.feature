# Imported by Stepwise from criteria/web/component/help-hint-error.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @hint-help-or-error
Feature: Hint, help, or error
  a11y - Web Accessibility Acceptance Criteria
  How to test a hint, help, or error
  Full information: https://www.magentaa11y.com/#/web-criteria/component/help-hint-error

  Background:
    # source: criteria/web/component/help-hint-error.md:5
    Given that I am on a page with a hint, help, or error

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/help-hint-error.md:9
    When I use the tab key to move focus to an input
    # source: criteria/web/component/help-hint-error.md:9
    Then I SEE hint, help, or error text meets size and contrast requirements

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/help-hint-error.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/help-hint-error.md:14
    And I use the tab key to move focus to an input
    # source: criteria/web/component/help-hint-error.md:15
    Then I HEAR after the input name, the role and state is read, THEN the hint, help, or error is read
    # source: criteria/web/component/help-hint-error.md:16
    And I HEAR when it appears dynamically, an error is read automatically

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/help-hint-error.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/help-hint-error.md:21
    And I swipe to focus on an input
    # source: criteria/web/component/help-hint-error.md:22
    Then I HEAR after the input name, the role and state is read, THEN the hint, help, or error is read
    # source: criteria/web/component/help-hint-error.md:23
    And I HEAR when it appears dynamically, an error is read automatically
