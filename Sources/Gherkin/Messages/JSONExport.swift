// Messages are JSON values; users of Gherkin get the JSON module with it.
@_exported import JSON
