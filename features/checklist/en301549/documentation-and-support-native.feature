# Sources: ETSI EN 301 549 V3.2.1 (2021-03), chapter 12 Documentation and support services (12.1.1,
# 12.1.2, 12.2.2 to 12.2.4; 12.2.1 is informative), in our own words. No WCAG 2.2 success
# criterion covers what is said about a product, or how its support is reached.
@native @checklist @en301549 @documentation
Feature: Documentation and support services
  The app's documentation lists its accessibility features and how to use them, in a form everyone
  can read, and its support answers about them and can be reached by everyone.

  Scenario: The documentation lists and explains the accessibility features
    Given that I have the product's documentation at hand
    When I look for the accessibility and compatibility features in the product documentation
    Then the documentation should list the product's accessibility and compatibility features and explain how to use each

  @screenreader
  Scenario: The documentation is itself accessible
    Given that I have the product's documentation at hand
    When I read the product documentation with the screen reader and at 200% text size
    Then the product documentation should be available in an electronic format that meets WCAG

  Scenario: Support answers about accessibility and can be reached by everyone
    Given that I have the product's support contact details at hand
    When I ask support about one of the product's documented accessibility features, once in writing and once by another channel
    Then support should give correct information about the accessibility feature I asked about
    And support should meet the communication needs of people with disabilities, directly or through a referral
    And the documents support sends should be in an electronic format that meets WCAG
