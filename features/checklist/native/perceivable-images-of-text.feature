# Sources: WCAG 2.2 Understanding 1.4.5 Images of Text (w3.org/WAI/WCAG22/Understanding/images-of-text);
# Section 508 Trusted Tester 5.1's images of text test; WCAG2ICT for native software (applies
# unchanged).
@native @checklist @images-of-text
Feature: Images of text
  Text is shown as text, not as pictures of text, except logos and essential images.

  @visual
  Scenario: Text is real text, and remaining images of text are logos or essential
    Given that I am on a screen with styled text, banners or image buttons
    When I look for text that is shown as an image
    Then text should be shown as real text rather than as images of text
    And any remaining image of text should be a logo or essential to the content
