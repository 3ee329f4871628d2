import Digest
import Foundation

/// A scenario's evidence: images shown in the page itself (as `data:` URIs, so the file stays
/// self-contained), everything else listed by name, size and SHA-256 for an auditor to match
/// against the results folder.
enum HTMLEvidenceList {
    /// - Parameters:
    ///   - heading: what goes before the list; empty when the caller has headed it.
    ///   - attempt: which attempt the evidence is from, said in each image's text alternative
    ///     when it is not the attempt the scenario shows: a screen reader user who moves from
    ///     image to image must not take a failure's screenshot for evidence of the pass.
    ///   - session: the session the evidence was recorded in, for the link to each file.
    static func html(
        _ evidence: [ReportEvidence], steps: [ReportStep], session: ReportSession?, heading: String = "<h4>Evidence</h4>\n",
        attempt: String? = nil
    ) -> String {
        guard !evidence.isEmpty else { return "" }
        var html = heading
        var listed: [String] = []
        for item in evidence {
            let place = item.step.flatMap { index in
                steps.indices.contains(index) ? "step \(index + 1), \(steps[index].keyword)\(steps[index].text)" : nil
            }
            let matches = item.content.map { SHA256.hash($0) == item.sha256.lowercased() }
            if let content = item.content, matches == true, item.mediaType.hasPrefix("image/") {
                let alt = "Evidence image \(item.file)" + (place.map { ", attached to \($0)" } ?? ", attached to the scenario")
                    + (attempt.map { ", in \($0)" } ?? "")
                // The page shows the image scaled to fit; the link opens the file at full size.
                let link = HTMLEscaping.attribute(EvidenceLocation.path(of: item, session: session))
                html += """
                    <figure>
                    <img src="data:\(item.mediaType);base64,\(Data(content).base64EncodedString())" alt="\(HTMLEscaping.attribute(alt))">
                    <figcaption>\(describe(item, place: place)); <a href="\(link)">open \(HTMLEscaping.text(item.file)) full size</a></figcaption>
                    </figure>

                    """
            } else {
                var line = describe(item, place: place)
                if matches != false {
                    line += "; <a href=\"\(HTMLEscaping.attribute(EvidenceLocation.path(of: item, session: session)))\">open the file</a>"
                }
                if matches == false {
                    line += " <strong>The file in the results folder does not match this SHA-256: it is not the evidence that was recorded.</strong>"
                }
                listed.append("<li>\(line)</li>")
            }
        }
        if !listed.isEmpty {
            html += "<ul>\n" + listed.joined(separator: "\n") + "\n</ul>\n"
        }
        return html
    }

    /// "shot.png (12.3 KB), on step 2, Then …; SHA-256 …": what an auditor needs to find it.
    private static func describe(_ item: ReportEvidence, place: String?) -> String {
        let at = place.map { ", on \(HTMLEscaping.text($0))" } ?? ""
        return "<span class=\"wrap\">\(HTMLEscaping.text(item.file))</span> (\(HTMLWords.size(item.bytes)))\(at); "
            + "SHA-256 <code class=\"hash\">\(HTMLEscaping.text(item.sha256))</code>"
    }
}
