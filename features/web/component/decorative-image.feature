# Imported by Stepwise from criteria/web/component/decorative-image.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @decorative-image
Feature: Decorative image
  a11y - Web Accessibility Acceptance Criteria
  How to test a decorative image
  Full information: https://www.magentaa11y.com/#/web-criteria/component/decorative-image

  Background:
    # source: criteria/web/component/decorative-image.md:5
    Given that I am on a page with a decorative image

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/decorative-image.md:9
    When I use the arrow keys to browse to an image
    # source: criteria/web/component/decorative-image.md:9
    Then I SEE the image is skipped and ignored

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/decorative-image.md:13
    * I use the arrow keys to browse to an image
    # source: criteria/web/component/decorative-image.md:14
    Then I HEAR The image is ignored

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/decorative-image.md:18
    * I swipe to browse to an image
    # source: criteria/web/component/decorative-image.md:19
    Then I HEAR The image is ignored
