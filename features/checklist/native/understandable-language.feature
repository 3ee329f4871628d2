# Sources: WCAG 2.2 Understanding 3.1.1 Language of Page
# (w3.org/WAI/WCAG22/Understanding/language-of-page) and 3.1.2 Language of Parts
# (w3.org/WAI/WCAG22/Understanding/language-of-parts), in our own words; WCAG2ICT, which reads
# "page" as the software: the app's default language must be exposed to assistive technology
# (its localisation or locale, which VoiceOver and TalkBack use to pick the voice), and passages in
# other languages must carry theirs; Section 508 Trusted Tester 5.1 Language the test of this topic
# for the web counterpart.
@native @checklist @language
Feature: Language of the app and of its parts
  VoiceOver and TalkBack read the app's text in the app's language, and passages in other
  languages in theirs.

  @screenreader
  Scenario: The app's language is exposed to the screen reader
    Given that I am on a screen with text in the app's main language
    When I let a screen reader read the screen from the top
    Then the screen reader speaks the screen's text in the voice of the app's language

  @screenreader
  Scenario: Passages in another language are read in their own language
    Given that I am on a screen with a passage in a language other than the app's own
    When I have the screen reader read each passage in another language
    Then the screen reader switches to the matching language's voice for each passage in another language
