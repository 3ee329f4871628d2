/// What each member of stepwise.json's `report` section takes, as `stepwise init-report` says
/// it after writing the blank section: JSON has no comments, and a field filled in wrongly is
/// refused by every export that reads it. The words follow `ReportDetails`'s checks.
public enum ReportFieldGuide {
    public static let lines = [
        "vendor, author: name, company, address, email (an email address), phone, website (an http or https address)",
        "product: name, version (the build or release the report is for), description, url (http or https)",
        "reportVersion: a whole number from 1, this report's issue",
        "reportDate: the date of the report, as YYYY-MM-DD",
        "evaluationMethods: how the product was tested, in words (the assistive technology and tools)",
        "legalDisclaimer, notes: text",
        "license: an SPDX licence id, such as CC-BY-4.0",
        "feedback: where readers send feedback: an http, https or mailto: address",
        "repository: where the report is kept: an http or https address",
        "related: reports this one goes with, each {\"url\": ..., \"type\": \"primary\" or \"secondary\"}",
        "scope: each page or screen of the evaluation's sample: title (or url), url, description, platforms "
            + "(desktop, mobile-web, ios, android), components (the features tested on it, by name); an empty entry is ignored",
        "Leave a field empty (\"\") until you know it; a draft ACR is still made, and export says what it lacks.",
    ]
}
