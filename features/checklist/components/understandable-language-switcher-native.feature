# Sources: WCAG 2.2 Understanding 3.1.1 Language of Page
# (w3.org/WAI/WCAG22/Understanding/language-of-page) and 3.1.2 Language of Parts
# (w3.org/WAI/WCAG22/Understanding/language-of-parts), in our own words; WCAG2ICT reads 3.1.1 as
# the software's default language, met by following the platform's language setting or exposing
# the language another accessibility-supported way, and applies 3.1.2 as written. After the app
# switches language, VoiceOver and TalkBack must speak it with the new language's voice; each
# language's own name in the choice is marked as that language. Section 508 Trusted Tester 5.1,
# Language the test of this topic, for the web counterpart. Apps that switch language inside the
# app by swapping strings most often leave the screen reader in the old voice.
@native @checklist @language-switcher
Feature: Language switcher
  After switching language the app is read in its new language, and each language it offers is
  named, and read, in that language.

  @screenreader
  Scenario: The switched app is read in its new language
    Given that I am on a screen with a language switcher
    When I switch to another language with the language switcher
    And I let a screen reader read the screen from the top
    Then the screen reader should read the screen in the voice of the language I switched to

  @screenreader
  Scenario: Each language is named in its own language
    Given that I am on a screen with a language switcher
    When I move the screen reader through the language switcher's choices
    Then each language the language switcher offers should be named in that language and read in its voice
