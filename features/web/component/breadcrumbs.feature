# Imported by Stepwise from criteria/web/component/breadcrumbs.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @breadcrumbs
Feature: Breadcrumbs
  a11y - Web Accessibility Acceptance Criteria
  How to test breadcrumbs
  Full information: https://www.magentaa11y.com/checklist-web/breadcrumbs/

  Background:
    # source: criteria/web/component/breadcrumbs.md:5
    Given that I am on a page with breadcrumbs

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/breadcrumbs.md:8
    When I use the tab key to move focus to a link
    # source: criteria/web/component/breadcrumbs.md:9
    Then I SEE focus is strongly visually indicated
    # source: criteria/web/component/breadcrumbs.md:10
    Then when I use the enter key to activate the link
    # source: criteria/web/component/breadcrumbs.md:11
    And I SEE my browser goes somewhere

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/breadcrumbs.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/breadcrumbs.md:14
    And I use the tab key to move focus to a link
    # source: criteria/web/component/breadcrumbs.md:15
    Then I HEAR The link names correspond to their destination page titles
    # source: criteria/web/component/breadcrumbs.md:16
    And I HEAR Links identify as a links in a breadcrumb navigation landmark
    # source: criteria/web/component/breadcrumbs.md:17
    And I HEAR The current page link is indicated when focused
    # source: criteria/web/component/breadcrumbs.md:18
    And I HEAR Is discoverable with screenreader shortcuts as a navigation landmark
    # source: criteria/web/component/breadcrumbs.md:19
    Then when I use the enter key to activate the link
    # source: criteria/web/component/breadcrumbs.md:20
    And I HEAR my browser goes somewhere

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/breadcrumbs.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/breadcrumbs.md:23
    And I swipe to focus on a link
    # source: criteria/web/component/breadcrumbs.md:24
    Then I HEAR The link names correspond to their destination page titles
    # source: criteria/web/component/breadcrumbs.md:25
    And I HEAR Links identify as a links in a breadcrumb navigation landmark
    # source: criteria/web/component/breadcrumbs.md:26
    And I HEAR The current page link is indicated when focused
    # source: criteria/web/component/breadcrumbs.md:27
    And I HEAR Is discoverable with screenreader shortcuts as a navigation landmark
    # source: criteria/web/component/breadcrumbs.md:28
    Then when I doubletap with the link in focus
    # source: criteria/web/component/breadcrumbs.md:29
    And I HEAR my browser goes somewhere
