import Digest
import Foundation
import SafeHTML

/// A scenario's evidence: images shown in the page itself (as `data:` URIs, so the file stays
/// self-contained), everything else listed by name, size and SHA-256 for an auditor to match
/// against the results folder.
enum HTMLEvidenceList {
    /// How the images are shown. Each image is embedded once in the page: where a scenario is
    /// summed up under What needs attention, its images are thumbnails there, and its full
    /// section links to them instead of embedding them again.
    enum Images {
        /// Each image at the width of the page, in a figure.
        case figures
        /// Each image small, in a disclosure that shows it at full width when opened (no
        /// script needed); `id` prefixes the ids of the figures (`id-1` for the first item).
        case thumbnails(id: String)
        /// Each image listed, with a link to its thumbnail (`id` as given to `thumbnails`).
        case shownAt(id: String)
    }

    /// - Parameters:
    ///   - heading: what goes before the list; empty when the caller has headed it.
    ///   - attempt: which attempt the evidence is from, said in each image's text alternative
    ///     when it is not the attempt the scenario shows: a screen reader user who moves from
    ///     image to image must not take a failure's screenshot for evidence of the pass.
    ///   - session: the session the evidence was recorded in, for the link to each file.
    static func html(
        _ evidence: [ReportEvidence], steps: [ReportStep], session: ReportSession?, heading: HTML = "<h4>Evidence</h4>\n",
        attempt: String? = nil, images: Images = .figures
    ) -> HTML {
        guard !evidence.isEmpty else { return HTML() }
        var html = heading
        var listed: [HTML] = []
        for (number, item) in evidence.enumerated() {
            let place = item.step.flatMap { index in
                steps.indices.contains(index) ? "step \(index + 1), \(steps[index].keyword)\(steps[index].text)" : nil
            }
            let matches = item.content.map { SHA256.hash($0) == item.sha256.lowercased() }
            // The link opens the file at full size, from the results folder.
            let link = EvidenceLocation.path(of: item, session: session)
            if let content = item.content, matches == true, item.mediaType.hasPrefix("image/") {
                let alt =
                    "Evidence image \(item.file)" + (place.map { ", attached to \($0)" } ?? ", attached to the scenario")
                    + (attempt.map { ", in \($0)" } ?? "")
                let source = "data:\(item.mediaType);base64,\(Data(content).base64EncodedString())"
                switch images {
                case .figures:
                    html += """
                        <figure>
                        <img src="\(attribute: source)" alt="\(attribute: alt)">
                        <figcaption>\(describe(item, place: place)); <a href="\(attribute: link)">open \(item.file) full size</a></figcaption>
                        </figure>

                        """
                case .thumbnails(let id):
                    // The summary holds the image: opening the disclosure lets the same image
                    // grow to the page's width, so it is embedded once.
                    html += """
                        <figure class="thumbnail" id="\(id)-\(number + 1)">
                        <details class="enlarge"><summary><img src="\(attribute: source)" alt="\(attribute: alt)"> <span>show larger</span></summary></details>
                        <figcaption>\(describe(item, place: place, hash: false)); <a href="\(attribute: link)">open \(item.file) full size</a></figcaption>
                        </figure>

                        """
                case .shownAt(let id):
                    listed.append(
                        "<li>\(describe(item, place: place)); <a href=\"#\(id)-\(number + 1)\">shown under What needs attention</a>; "
                            + "<a href=\"\(attribute: link)\">open \(item.file) full size</a></li>")
                }
            } else {
                var line = describe(item, place: place)
                if matches != false {
                    line += "; <a href=\"\(attribute: link)\">open the file</a>"
                }
                if matches == false {
                    line += " <strong>The file in the results folder does not match this SHA-256: it is not the evidence that was recorded.</strong>"
                }
                listed.append("<li>\(line)</li>")
            }
        }
        if !listed.isEmpty {
            html += "<ul>\n\(listed.joined(separator: "\n"))\n</ul>\n"
        }
        return html
    }

    /// "shot.png (12.3 KB), on step 2, Then …; SHA-256 …": what an auditor needs to find it.
    private static func describe(_ item: ReportEvidence, place: String?, hash: Bool = true) -> HTML {
        let at: HTML = place.map { ", on \($0)" } ?? ""
        let sha256: HTML = hash ? "; SHA-256 <code class=\"hash\">\(item.sha256)</code>" : ""
        return "<span class=\"wrap\">\(item.file)</span> (\(HTMLWords.size(item.bytes)))\(at)\(sha256)"
    }
}
