# Imported by Stepwise from criteria/web/page-level/single-page-application.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @single-page-application-spa
Feature: Single page application (SPA)
  a11y - Web Accessibility Acceptance Criteria
  How to test a single page application (SPA)
  Full information: https://www.magentaa11y.com/#/web-criteria/component/single-page-application

  Background:
    # source: criteria/web/page-level/single-page-application.md:5
    Given that I am on a page built with a SPA:

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/page-level/single-page-application.md:9
    When I use the application
    # source: criteria/web/page-level/single-page-application.md:9
    And whole new dynamic page appears
    # source: criteria/web/page-level/single-page-application.md:9
    Then I SEE browsing and focus starts consistently at top of new page content or top of page
    # source: criteria/web/page-level/single-page-application.md:10
    Then when I use the tab key
    # source: criteria/web/page-level/single-page-application.md:10
    And I SEE focus starts consistently at the first interactive element in the new page content or top of page

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/page-level/single-page-application.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/page-level/single-page-application.md:15
    And I use the application
    # source: criteria/web/page-level/single-page-application.md:15
    And whole new dynamic page appears
    # source: criteria/web/page-level/single-page-application.md:16
    And I HEAR new content is announced or indicated
    # source: criteria/web/page-level/single-page-application.md:17
    And I HEAR browsing and focus starts consistently at top of new page content or top of page
    # source: criteria/web/page-level/single-page-application.md:18
    Then when I use the tab key
    # source: criteria/web/page-level/single-page-application.md:18
    And I HEAR focus starts consistently at the first interactive element in the new page content or top of page

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/page-level/single-page-application.md:22
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/page-level/single-page-application.md:23
    And I use the application
    # source: criteria/web/page-level/single-page-application.md:23
    And new dynamic content page appears
    # source: criteria/web/page-level/single-page-application.md:24
    Then I HEAR new content is announced or indicated
    # source: criteria/web/page-level/single-page-application.md:25
    And I HEAR browsing and focus starts consistently at top of new page content or top of page
