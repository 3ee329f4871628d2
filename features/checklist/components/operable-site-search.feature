# Sources: WCAG 2.2 Understanding 2.4.5 Multiple Ways
# (w3.org/WAI/WCAG22/Understanding/multiple-ways) and 2.4.2 Page Titled
# (w3.org/WAI/WCAG22/Understanding/page-titled), in our own words: a site search is one of the ways
# a page of a set can be reached, but only if it finds the site's pages; a results page needs a
# title of its own, not the title of the page the search started from. Section 508 Trusted Tester
# 5.1, its multiple ways and page titled tests. Web only: WCAG2ICT applies 2.4.5 to software only
# as a set of programs. The site-wide multiple-ways check counts the ways a page can be reached;
# this one checks that the search really reaches it, and titles what it shows.
@web @checklist @site-search
Feature: Site search finds pages and titles its results
  The site's search finds a page deep in the site, and its results page has a title that says
  what it is.

  @navigation
  Scenario: Search reaches a page deep in the site and titles its results
    Given that I am on a page with the site's search
    When I search the site for the title of a page deep in the site
    Then the search results should include that page, a way to reach it besides the navigation
    And the search results page should have a title that says it shows search results
