# Sources: WCAG 2.2 Understanding 3.2.3 Consistent Navigation
# (w3.org/WAI/WCAG22/Understanding/consistent-navigation), 3.2.4 Consistent Identification
# (w3.org/WAI/WCAG22/Understanding/consistent-identification) and 1.4.12 Text Spacing
# (w3.org/WAI/WCAG22/Understanding/text-spacing), in our own words: the header's repeated
# navigation keeps its relative order on every page, its controls with the same function keep the
# same names and icons, and its text survives the user's text spacing. Section 508 Trusted Tester
# 5.1, the test of consistent navigation and identification; it follows WCAG 2.0 and has no text
# spacing test. Web only: WCAG2ICT applies 3.2.3 and 3.2.4 to software only as a set of programs,
# and 1.4.12 only to markup whose spacing users can change, so an app's screens have no
# counterpart. The site-wide consistency check compares any repeated navigation; the header,
# repeated on every page and folded into a menu on narrow screens, is where it most often differs.
@web @checklist @site-header
Feature: Site header consistency and text spacing
  The site's header keeps its navigation in the same order and its controls under the same names
  on every page, and keeps its text whole when the user widens text spacing.

  @visual
  Scenario: The header's navigation and controls are the same on every page
    Given that I am on a page with the site's header and navigation
    When I open pages from three sections of the site and compare their headers
    Then the header's navigation should keep the same links in the same relative order on each page, in its collapsed menu too
    And the header's search, account and basket controls should carry the same names and icons on each page

  @settings
  Scenario: The header keeps its text with wider text spacing
    Given that I am on a page with the site's header and navigation
    And I apply the WCAG text spacing to the content
    Then the header's links and buttons should show their whole text, without overlapping, with the wider text spacing
