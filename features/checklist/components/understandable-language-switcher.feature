# Sources: WCAG 2.2 Understanding 3.1.1 Language of Page
# (w3.org/WAI/WCAG22/Understanding/language-of-page) and 3.1.2 Language of Parts
# (w3.org/WAI/WCAG22/Understanding/language-of-parts), in our own words: after switching, the page
# declares the language it is now in, so screen readers speak it with the right voice; each
# language's own name in the switcher ("Deutsch", "Français") is a phrase in that language and is
# marked as such. Section 508 Trusted Tester 5.1, Language the test of this topic. The page-wide
# language check reads the page as it first loads; sites that translate by script most often
# forget to change the declared language when the user switches.
@web @checklist @language-switcher
Feature: Language switcher
  After switching language the page is read in its new language, and each language the switcher
  offers is named, and read, in that language.

  @screenreader
  Scenario: The switched page is read in its new language
    Given that I am on a page with a language switcher
    When I switch to another language with the language switcher
    And I let a screen reader read the page from the top
    Then the screen reader should read the page in the voice of the language I switched to

  @screenreader
  Scenario: Each language is named in its own language
    Given that I am on a page with a language switcher
    When I move the screen reader through the language switcher's choices
    Then each language the language switcher offers should be named in that language and read in its voice
