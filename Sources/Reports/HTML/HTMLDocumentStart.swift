import SafeHTML

/// The start of every self-contained page Stepwise writes (the HTML report, the ACR): the
/// doctype, English as the page's language, the viewport for reflow at 320 px, the escaped
/// title, the shared styles and any page's own, then the body's skip link to `#main`.
enum HTMLDocumentStart {
    static func html(title: String, extraStyles: String = "", skipLink: String) -> HTML {
        // The style sheets are Stepwise's own, made from constants.
        let styles = HTML.trusted(HTMLStyles.css + (extraStyles.isEmpty ? "" : "\n" + extraStyles))
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="Stepwise">
            <title>\(title)</title>
            <style>
            \(styles)
            </style>
            </head>
            <body>
            <a class="skip" href="#main">\(skipLink)</a>

            """
    }
}
