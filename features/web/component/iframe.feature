# Imported by Stepwise from criteria/web/component/iframe.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @iframe
Feature: Iframe
  a11y - Web Accessibility Acceptance Criteria
  How to test an iframe
  Full information: https://www.magentaa11y.com/#/web-criteria/component/iframe

  Background:
    # source: criteria/web/component/iframe.md:5
    Given that I am on a page with an iframe

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/iframe.md:9
    When I use the arrow keys or tab key
    # source: criteria/web/component/iframe.md:9
    Then I SEE the content of the iframe is browsed

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/iframe.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/iframe.md:13
    And I use the arrow keys or tab key
    # source: criteria/web/component/iframe.md:14
    Then I HEAR the title of the iframe is read if the iframe contains content
    # source: criteria/web/component/iframe.md:15
    And I HEAR if the iframe does not contain content, the iframe is ignored

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/iframe.md:19
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/iframe.md:19
    And I swipe to content in the iframe
    # source: criteria/web/component/iframe.md:20
    Then I HEAR the title of the iframe is read if the iframe contains content
    # source: criteria/web/component/iframe.md:21
    And I HEAR if the iframe does not contain content, the iframe is ignored
