# Imported by Stepwise from criteria/web/component/alert-notification.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @alert-notification
Feature: Alert notification
  a11y - Web Accessibility Acceptance Criteria
  How to test an alert notification
  Full information: https://www.magentaa11y.com/#/web-criteria/component/alert-notification

  Background:
    # source: criteria/web/component/alert-notification.md:5
    Given that I am on a page with a alert notification

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/alert-notification.md:9
    When I use use features that trigger the alert
    # source: criteria/web/component/alert-notification.md:9
    Then I SEE the alert (BUT focus DOES NOT transfer automatically when the alert appears)

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/alert-notification.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/alert-notification.md:14
    And I use use features that trigger the alert
    # source: criteria/web/component/alert-notification.md:15
    Then I HEAR the alert is read when it appears (BUT focus DOES NOT transfer automatically when the alert appears)
    # source: criteria/web/component/alert-notification.md:16
    And I HEAR it identifies itself as an alert

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/alert-notification.md:20
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/alert-notification.md:21
    And I use features that trigger the alert
    # source: criteria/web/component/alert-notification.md:22
    Then I HEAR the alert is read when it appears (BUT focus DOES NOT transfer automatically when the alert appears)
    # source: criteria/web/component/alert-notification.md:23
    And I HEAR it identifies itself as an alert
