# Sources: WCAG 2.2 Understanding 1.4.3 Contrast (Minimum)
# (w3.org/WAI/WCAG22/Understanding/contrast-minimum), 1.4.1 Use of Color
# (w3.org/WAI/WCAG22/Understanding/use-of-color) and 1.4.4 Resize Text
# (w3.org/WAI/WCAG22/Understanding/resize-text), in our own words; WCAG2ICT applies all three to
# native software (1.4.4 up to the text sizes the platform offers, read as iOS points and Android
# sp). A field's label, placeholder and typed text are all text and need 4.5:1; a field marked
# required or invalid only by turning red uses colour alone; enlarged text must not be clipped by
# a field of fixed height. Section 508 Trusted Tester 5.1's contrast and use of color tests for the
# web counterpart. The screen-wide checks sweep every screen; these look at the text field, where
# those sweeps most often miss a failure.
@native @checklist @text-field
Feature: Text field contrast, states and enlarged text
  A text field's label, placeholder and typed text can be read, its required and error states do
  not rely on colour, and its text survives being enlarged.

  @visual
  Scenario: The field's label, placeholder and typed text have enough contrast
    Given that I am on a screen with a text field
    When I measure the contrast of the text field's label, placeholder and entered text
    Then the text field's label, placeholder and entered text should each have a contrast of at least 4.5:1 with what is behind them, or 3:1 when large

  @visual
  Scenario: Required and error states do not rely on colour
    Given that I am on a screen with a required text field
    And I view the page or screen in greyscale
    When I leave the required text field empty and submit its form
    Then the text field's required and error states should each be shown by more than colour

  @text-resize
  Scenario: The field's text survives 200% text size
    Given that I am on a screen with a text field
    And I adjust the device text resize setting to 200%
    Then the text field's label, placeholder and entered text should show in full at 200%, not clipped or overlapped
