# Imported by Stepwise from criteria/web/component/toast-snackbar.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @toast-snackbar
Feature: Toast snackbar
  a11y - Web Accessibility Acceptance Criteria
  How to test a toast snackbar
  Full information: https://www.magentaa11y.com/#/web-criteria/component/toast-snackbar

  Background:
    # source: criteria/web/component/toast-snackbar.md:5
    Given that I am on a page with a toast snackbar

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/toast-snackbar.md:9
    When I use features that trigger the toast
    # source: criteria/web/component/toast-snackbar.md:9
    Then I SEE the toast (BUT focus DOES NOT transfer automatically when the alert appears)

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/toast-snackbar.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/toast-snackbar.md:14
    And I use features that trigger the toast
    # source: criteria/web/component/toast-snackbar.md:15
    Then I HEAR the toast is read when it appears (BUT focus DOES NOT transfer automatically when the toast appears)
    # source: criteria/web/component/toast-snackbar.md:16
    And I HEAR it identifies itself as an alert or status when it appears
    # source: criteria/web/component/toast-snackbar.md:17
    And I HEAR if it is possible to close the toast, focus then returns to a logical place in the page
    # source: criteria/web/component/toast-snackbar.md:18
    And I HEAR it remains open until closed by user

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/toast-snackbar.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/toast-snackbar.md:23
    And I use features that trigger the toast snackbar
    # source: criteria/web/component/toast-snackbar.md:24
    Then I HEAR the toast is read when it appears (BUT focus DOES NOT transfer automatically when the toast appears)
    # source: criteria/web/component/toast-snackbar.md:25
    And I HEAR it identifies itself as an alert or status when it appears
    # source: criteria/web/component/toast-snackbar.md:26
    And I HEAR if it is possible to close the toast, focus then returns to a logical place in the page
    # source: criteria/web/component/toast-snackbar.md:27
    And I HEAR it remains open until closed by user
