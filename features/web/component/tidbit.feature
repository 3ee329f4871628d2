# Imported by Stepwise from criteria/web/component/tidbit.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @tidbit
Feature: Tidbit
  a11y - Web Accessibility Acceptance Criteria
  How to test a tidbit
  Full information: https://www.magentaa11y.com/#/web-criteria/component/tidbit

  Background:
    # source: criteria/web/component/tidbit.md:5
    Given that I am on a page with a tidbit

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/tidbit.md:9
    When I use the arrow keys
    # source: criteria/web/component/tidbit.md:9
    Then I SEE the Tidbit scrolls into view
    # source: criteria/web/component/tidbit.md:10
    When when I use the tab key
    # source: criteria/web/component/tidbit.md:10
    Then I SEE the focusable link (if present) receives keyboard focus - there is a highly visible focus ring

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/tidbit.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/tidbit.md:15
    And I use the arrow keys
    # source: criteria/web/component/tidbit.md:16
    Then I HEAR the screen reader announces the text alternative for the info icon, such as "Info", "Error", "Caution", or "Success"
    # source: criteria/web/component/tidbit.md:17
    And I HEAR the screen reader announces the visual label for any nested controls and any additional context (e.g. "Learn more Cats are amazing creatures"). *Note:* Some screen readers require different navigational techniques to get the additional context to announce
    # source: criteria/web/component/tidbit.md:18
    And I HEAR it identifies the info icon as an image and the Tidbit heading as a heading
    # source: criteria/web/component/tidbit.md:19
    And I HEAR there is no grouping for the Tidbit
    # source: criteria/web/component/tidbit.md:20
    When when I use the tab key
    # source: criteria/web/component/tidbit.md:20
    Then I HEAR the focusable link (if present) receives keyboard focus - there is a highly visible focus ring

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/tidbit.md:24
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/tidbit.md:25
    And I swipe to contents of the Tidbit are accessed in this order: Icon, heading, paragraph, link
    # source: criteria/web/component/tidbit.md:26
    Then I HEAR the screen reader announces the text alternative for the info icon, such as "Info", "Error", "Caution", or "Success"
    # source: criteria/web/component/tidbit.md:27
    And I HEAR the screen reader announces the visual label for any nested controls and any additional context (e.g. "Learn more Cats are amazing creatures"). *Note:* Some screen readers require different navigational techniques to get the additional context to announce
    # source: criteria/web/component/tidbit.md:28
    And I HEAR it identifies the info icon as an image and the Tidbit heading as a heading
    # source: criteria/web/component/tidbit.md:29
    And I HEAR there is no grouping for the Tidbit
