# Imported by Stepwise from criteria/web/component/table.md:1
# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence
@a11y @web @table
Feature: Table
  a11y - Web Accessibility Acceptance Criteria
  How to test a table
  Full information: https://www.magentaa11y.com/#/web-criteria/component/table

  Background:
    # source: criteria/web/component/table.md:5
    Given that I am on a page with a table

  @keyboard
  Scenario: Keyboard for mobile & desktop
    # source: criteria/web/component/table.md:9
    When I use the arrow keys
    # source: criteria/web/component/table.md:9
    Then I SEE the table scrolls into view (but is not focusable)

  @screenreader @desktop
  Scenario: Desktop screenreader
    # source: criteria/web/component/table.md:13
    When I use a desktop screenreader (NVDA, JAWS, VoiceOver)
    # source: criteria/web/component/table.md:14
    And use the arrow keys
    # source: criteria/web/component/table.md:15
    Then I HEAR the table has a caption or a heading to describe its purpose
    # source: criteria/web/component/table.md:16
    And I HEAR it identifies itself as a table
    # source: criteria/web/component/table.md:17
    And I HEAR column headers and row headers are identified with screenreader shortcuts

  @screenreader @mobile-web
  Scenario: Mobile screenreader
    # source: criteria/web/component/table.md:21
    When I use a mobile screenreader (Talkback, VoiceOver)
    # source: criteria/web/component/table.md:22
    And I swipe to focusable elements in the footer
    # source: criteria/web/component/table.md:23
    Then I HEAR the table has a caption or a heading to describe its purpose
    # source: criteria/web/component/table.md:24
    And I HEAR it identifies itself as a table
    # source: criteria/web/component/table.md:25
    And I HEAR column headers and row headers are identified with screenreader shortcuts
