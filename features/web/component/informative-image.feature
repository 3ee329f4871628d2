# Imported by Stepwise from criteria/web/component/informative-image.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @informative-image
Feature: Informative image
  a11y - Web Accessibility Acceptance Criteria
  How to test an informative image
  Full information: https://www.magentaa11y.com/#/web-criteria/component/informative-image

  Background:
    # source: criteria/web/component/informative-image.md:5
    Given that I am on a page with an informative image

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/informative-image.md:9
    When I use the arrow keys to browse to an image
    # source: criteria/web/component/informative-image.md:9
    Then I SEE the image comes into view

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/informative-image.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/informative-image.md:13
    And I use the arrow keys to browse to an image
    # source: criteria/web/component/informative-image.md:14
    Then I HEAR the content of the image alt text is clear
    # source: criteria/web/component/informative-image.md:15
    And I HEAR it identifies its role as an image or graphic

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/informative-image.md:19
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/informative-image.md:19
    And I swipe to browse to an image
    # source: criteria/web/component/informative-image.md:20
    Then I HEAR the content of the image alt text is clear
    # source: criteria/web/component/informative-image.md:21
    And I HEAR it identifies its role as an image or graphic
