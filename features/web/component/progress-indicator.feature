# Imported by Stepwise from criteria/web/component/progress-indicator.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @progress-indicator
Feature: Progress indicator
  a11y - Web Accessibility Acceptance Criteria
  How to test a progress indicator
  Full information: https://www.magentaa11y.com/#/web-criteria/component/progress-indicator

  Background:
    # source: criteria/web/component/progress-indicator.md:5
    Given that I am on a page with a progress indicator

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/progress-indicator.md:9
    When I use the arrow key to browse to a progress bar
    # source: criteria/web/component/progress-indicator.md:9
    Then I SEE the progress bar comes into view

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/progress-indicator.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/progress-indicator.md:14
    And I use the arrow key to browse to a progress bar
    # source: criteria/web/component/progress-indicator.md:15
    Then I HEAR the progress indicator purpose is clear
    # source: criteria/web/component/progress-indicator.md:16
    And I HEAR it identifies itself as some kind of progress indicator
    # source: criteria/web/component/progress-indicator.md:17
    And I HEAR it expresses its current value if it dynamically changes

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/progress-indicator.md:21
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/progress-indicator.md:22
    And I swipe to browse to a progress bar
    # source: criteria/web/component/progress-indicator.md:23
    Then I HEAR the progress indicator purpose is clear
    # source: criteria/web/component/progress-indicator.md:24
    And I HEAR it identifies itself as some kind of progress indicator
    # source: criteria/web/component/progress-indicator.md:25
    And I HEAR it expresses its current value if it dynamically changes
