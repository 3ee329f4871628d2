# Sources: ETSI EN 301 549 V3.2.1 (2021-03), clause 11.8 Authoring tools (11.8.2 to 11.8.5), in
# our own words, and W3C's Authoring Tool Accessibility Guidelines 2.0, part B, which it follows.
# 11.8.1 limits the others to what the output format can hold and is met or failed through them.
# WCAG 2.2 judges the editor's own screens (the catalog and the checklist); these judge whether the
# content authors make with it can be accessible. Only for products that make content for others
# (editors, page builders, publishing and e-learning tools): select them with --tags @authoring,
# or leave them out with --tags "not @authoring".
@web @checklist @en301549 @authoring
Feature: Authoring accessible content
  Authors can give, and are asked for, what their content needs to be accessible; transformations
  keep it; the checker suggests repairs; and an accessible template is offered and said to be so.

  Scenario: The editor lets authors give, and asks them for, accessibility information
    Given that I am on a page with the product's editor
    When I make a piece of content with an image, headings, a list, a table and a link
    Then the editor should let me give and prompt me for the accessibility information the content needs

  Scenario: Transformations keep accessibility information
    Given that I am on a page with the product's editor
    When I make a piece of content with an image, headings, a list, a table and a link
    And I copy, convert, import or export the content the product made, as the product allows
    Then the accessibility information should still be there after each transformation, where the output format can hold it

  Scenario: The accessibility checker suggests repairs
    Given that I am on a page with the product's editor
    When I run the product's accessibility checker on content with known problems
    Then each problem the checker finds should come with a suggestion how to repair it

  Scenario: An accessible template is offered and identified
    Given that I am on a page with the product's editor
    When I look through the product's templates
    Then at least one template should be identified as accessible, and content made from it should meet WCAG
