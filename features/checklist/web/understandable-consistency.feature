# Sources: WCAG 2.2 Understanding 3.2.3 Consistent Navigation
# (w3.org/WAI/WCAG22/Understanding/consistent-navigation), 3.2.4 Consistent Identification
# (w3.org/WAI/WCAG22/Understanding/consistent-identification) and 3.2.6 Consistent Help
# (w3.org/WAI/WCAG22/Understanding/consistent-help), in our own words; Section 508 Trusted Tester
# 5.1, the test of this topic.
@web @checklist @consistency
Feature: Consistent navigation, identification and help across the site
  Across a set of pages, repeated navigation keeps its order, the same functions keep the same
  names, and repeated help stays in the same place.

  @visual
  Scenario: Repeated navigation keeps its relative order
    Given that I am on a page with navigation repeated on other pages of the site
    When I compare the repeated navigation on at least three pages of the site
    Then the repeated navigation items appear in the same relative order on every page
    And the repeated navigation items come in the same keyboard and screen-reader order on every page

  @visual
  Scenario: Components with the same function are identified the same way
    Given that I am on a page with components that also appear on other pages of the site
    When I compare the components with the same function across the pages of the site
    Then components with the same function carry the same visible label and icon on every page
    And components with the same function have the same accessible name on every page

  @visual
  Scenario: Repeated help stays in the same place
    Given that I am on a page with a help mechanism repeated on other pages of the site
    When I compare where the help mechanisms appear on the pages of the site
    Then each repeated help mechanism appears in the same order relative to the other page content on every page
