# Imported by Stepwise from criteria/web/component/heading.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @heading-h1-h2-h3-h4-h5-h6
Feature: Heading: h1, h2, h3, h4, h5, h6
  a11y - Web Accessibility Acceptance Criteria
  How to test a heading: h1, h2, h3, h4, h5, h6
  Full information: https://www.magentaa11y.com/#/web-criteria/component/heading

  Background:
    # source: criteria/web/component/heading.md:5
    Given that I am on a page with a heading

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/heading.md:9
    When I use the arrow key to browse to a heading
    # source: criteria/web/component/heading.md:9
    Then I SEE the heading comes into view
    # source: criteria/web/component/heading.md:10
    When I use the tab key
    # source: criteria/web/component/heading.md:10
    Then I SEE nothing happens to the heading because headings must NOT be focusable

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/heading.md:14
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/heading.md:15
    And I use the arrow key to browse to a heading
    # source: criteria/web/component/heading.md:16
    Then I HEAR the heading's purpose and level must be clear
    # source: criteria/web/component/heading.md:17
    And I HEAR it identifies itself as a heading and its level
    # source: criteria/web/component/heading.md:18
    And I HEAR it is logically ordered, starting with a single h1, sections titled by h2, and subsections with h3
    # source: criteria/web/component/heading.md:19
    When when I use the tab key
    # source: criteria/web/component/heading.md:19
    Then I HEAR nothing happens to the heading because headings must NOT be focusable

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/heading.md:23
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/heading.md:24
    And I swipe to browse to a heading
    # source: criteria/web/component/heading.md:25
    Then I HEAR the heading's purpose and level must be clear
    # source: criteria/web/component/heading.md:26
    And I HEAR it identifies itself as a heading and its level
    # source: criteria/web/component/heading.md:27
    And I HEAR it is logically ordered, starting with a single h1, sections titled by h2, and subsections with h3
