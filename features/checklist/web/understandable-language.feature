# Sources: WCAG 2.2 Understanding 3.1.1 Language of Page
# (w3.org/WAI/WCAG22/Understanding/language-of-page) and 3.1.2 Language of Parts
# (w3.org/WAI/WCAG22/Understanding/language-of-parts), in our own words; Section 508 Trusted
# Tester 5.1, Language the test of this topic.
@web @checklist @language
Feature: Language of the page and of its parts
  The page says which language its text is in, passages in other languages say theirs, and
  screen readers pronounce each with the right voice.

  @code
  Scenario: The page declares its main language
    Given that I am on a page with text in the site's main language
    When I inspect the lang attribute of the page's html element
    Then the html element's lang attribute names the main language of the page's text

  @screenreader
  Scenario: Screen readers pronounce the page in its main language
    Given that I am on a page with text in the site's main language
    When I let a screen reader read the page from the top
    Then the screen reader speaks the page's text in the voice and pronunciation of its main language

  @code
  Scenario: Passages in another language declare their language
    Given that I am on a page with a passage in a language other than the page's own
    When I inspect the lang attribute of each passage in another language
    Then each passage in another language is marked with a lang attribute naming that language

  @screenreader
  Scenario: Screen readers switch voice for passages in another language
    Given that I am on a page with a passage in a language other than the page's own
    When I have the screen reader read each passage in another language
    Then the screen reader switches to the matching language's voice for each passage in another language
