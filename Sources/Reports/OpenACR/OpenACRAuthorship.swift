import Foundation

/// Who an OpenACR document names as its author, the date it gives, and what it says about the
/// sign-off. The author is the signer of the newest signed sign-off that still holds — the
/// person who vouches for the results — or, with none, the testers whose results the report
/// shows. The
/// schema requires an author email and Stepwise records none; a name written
/// `Ann <ann@example.com>` gives one, otherwise it is left empty (GSA's renderer then shows
/// no email line) rather than made up.
struct OpenACRAuthorship {
    let name: String?
    let email: String
    /// YYYY-MM-DD: the holding sign-off's date, else the day the report was made.
    let date: String
    /// A sentence or two for the document's notes: signed off or not, and whether it holds.
    let signOffNote: String

    /// - Parameter claimsSHA256: the hash of this document's conformance claims, to say
    ///   whether the sign-off approved exactly these.
    init(_ report: Report, testers: [String], claimsSHA256: String) {
        // RFC 3339 UTC times sort as text.
        let newestFirst = report.signOffs.sorted { $0.time > $1.time }
        // Only a sign-off whose signature was checked names the author: an unsigned one, or one
        // signed with a key nobody checked, could have been written by anyone who can write the
        // results folder, in anyone's name.
        let holding = newestFirst.first { $0.vouches }
        let unsignedHolding = holding == nil ? newestFirst.first { $0.holds } : nil
        if let holding {
            (name, email) = Self.split(holding.signer)
        } else if testers.count == 1 {
            (name, email) = Self.split(testers[0])
        } else {
            name = testers.isEmpty ? nil : testers.map { Self.split($0).name }.joined(separator: ", ")
            email = ""
        }
        date = String((holding?.time ?? report.generated).prefix(10))

        var notes: [String] = []
        if let unsignedHolding {
            // Its signer is not named: the name is only what whoever wrote it typed.
            let why = unsignedHolding.signed ? "its signature was not checked (export --allowed-signers)" : "it is not signed"
            notes.append(
                "Not checked: a sign-off dated \(unsignedHolding.time.prefix(10)) holds over unchanged results, but \(why), "
                    + "so nothing proves who made it; it is not this report's approval.")
        }
        if let holding {
            notes.append(
                "Signed off by \(Self.describe(holding)), \(holding.signatureWords); the sign-off holds: the results it covers are unchanged.")
            switch holding.conformanceSHA256 {
            case claimsSHA256?:
                notes.append("The conformance levels below are the claims that sign-off approved (claims sha256:\(claimsSHA256)).")
            case .some:
                notes.append("That sign-off approved other conformance claims (another level or selection of scenarios) than these.")
            case nil:
                notes.append("That sign-off recorded no conformance claims; the levels below are derived from the results it covers.")
            }
        }
        if let newest = newestFirst.first, !newest.holds, newest.id != unsignedHolding?.id {
            let standing = newest.problems.isEmpty ? "is " + newest.standing : newest.standing
            notes.append(
                (holding == nil ? "Not signed off on the current results: the newest" : "A later")
                    + " sign-off, by \(Self.describe(newest)), \(standing).")
        }
        if newestFirst.isEmpty { notes.append("Not signed off: the levels are the testers' recorded results, which no one has signed off.") }
        signOffNote = notes.joined(separator: " ")
    }

    /// "Ann (QA lead) on 2025-03-01, meaning “reviewed”".
    private static func describe(_ signOff: ReportSignOff) -> String {
        var text = signOff.signer + (signOff.role.isEmpty ? "" : " (\(signOff.role))") + " on " + String(signOff.time.prefix(10))
        if !signOff.meaning.isEmpty { text += ", meaning “\(signOff.meaning)”" }
        return text
    }

    /// `Ann Lee <ann@example.com>` → ("Ann Lee", "ann@example.com"); anything else is a name
    /// with no email.
    static func split(_ person: String) -> (name: String, email: String) {
        let text = person.trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix(">"), let open = text.lastIndex(of: "<") else { return (text, "") }
        let address = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard address.contains("@"), !address.contains(where: \.isWhitespace), !address.contains("<") else { return (text, "") }
        let name = text[..<open].trimmingCharacters(in: .whitespaces)
        return (name.isEmpty ? String(address) : name, String(address))
    }
}
