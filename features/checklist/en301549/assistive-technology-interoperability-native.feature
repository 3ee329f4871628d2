# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clause 11.5.2 Accessibility services (11.5.2.3 and
# 11.5.2.5 to 11.5.2.17), in our own words; Apple's Accessibility Inspector, and Google's
# Accessibility Scanner, uiautomator and TalkBack developer settings. WCAG 2.2's 4.1.2 asks for a
# name, role and value, which the catalog's screen-reader checks judge; these judge, with the
# platform's accessibility inspector, what the services expose beyond that — boundaries,
# descriptions, table cells, ranges, relationships, actions, focus and selection, changes — and
# whether assistive technology can act through them. 11.5.2.1 and 11.5.2.2 are for platform
# software and 11.5.2.4 for assistive technology products, not for an app. Apps only: EN 301 549
# answers for web content with chapter 9, which is WCAG.
@native @checklist @en301549 @assistive-technology
Feature: Interoperability with assistive technology
  Everything the app shows is exposed through the platform's accessibility services — what each
  element is, where it is, what it holds and what it can do — and assistive technology can follow
  and change it there.

  @inspector
  Scenario: Every element is exposed with its role, name, state, description and bounds
    Given that I am on a screen with buttons, text, images and form fields
    When I inspect each element of the screen with the platform's accessibility inspector
    Then every element the screen shows should be in the accessibility tree the inspector shows
    And each element's role, name, state and description should be exposed as the screen shows them
    And each element's exposed boundary should match where it is drawn on the screen

  @inspector
  Scenario: Tables and grids expose their rows, columns and headers
    Given that I am on a screen with a table or grid
    When I inspect the cells of the table or grid with the platform's accessibility inspector
    Then each cell's row, column and headers should be exposed

  @inspector
  Scenario: Values, labels and groups are exposed
    Given that I am on a screen with a slider, labelled fields and grouped options
    When I inspect each element of the screen with the platform's accessibility inspector
    Then each control that shows a value in a range should expose its current, minimum and maximum values
    And each field should expose the visible label that labels it
    And each list, tab bar, menu and group of options should expose which elements are in it

  @inspector
  Scenario: Text is exposed with its words, bounds and meaningful styles
    Given that I am on a screen with paragraphs of text
    When I inspect each element of the screen with the platform's accessibility inspector
    Then the screen's text should be exposed with its words, its bounds and the styles that carry meaning

  @inspector
  Scenario: Actions are listed and can be performed through the accessibility services
    Given that I am on a screen with buttons, swipe actions and adjustable controls
    When I inspect each element of the screen with the platform's accessibility inspector
    Then each element should list the actions it offers, custom swipe and long-press actions included
    And each listed action should work when performed from the inspector or the screen reader

  @screenreader
  Scenario: Focus, the insertion point and the selection can be followed and moved
    Given that I am on a screen with a text field and a list of selectable items
    When I move focus, the insertion point and the selection with the keyboard and then with the screen reader
    Then the focused element, the insertion point and the selection should be exposed as they move
    And the screen reader should be able to move focus, the insertion point and the selection as the user can

  @screenreader
  Scenario: Changes are reported, and assistive technology can change states, values and text
    Given that I am on a screen with a switch, a slider and a text field
    When I change the switch, the slider and the text field with the screen reader
    Then each change should be announced or shown in the inspector without selecting the element again
    And the screen reader should be able to change each element's state as a touch can
    And the screen reader and voice control should be able to change the slider's value and the field's text
