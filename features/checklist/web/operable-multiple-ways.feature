# Sources: WCAG 2.2 Understanding 2.4.5 Multiple Ways
# (w3.org/WAI/WCAG22/Understanding/multiple-ways), in our own words: a page that belongs to a set of
# pages can be located in more than one way (navigation, search, site map, related links, table of
# contents), except a page that is a step in or the result of a process; Section 508 Trusted Tester
# 5.1, the test of this topic.
@web @checklist @multiple-ways
Feature: Multiple ways
  A page in a set of pages can be found in more than one way.

  @navigation
  Scenario: The page can be located in two or more ways
    Given that I am on a page with site navigation
    When I look for the ways this page can be reached from the site's other pages
    Then this page should be reachable in at least two ways, such as navigation, search, a site map or related links
