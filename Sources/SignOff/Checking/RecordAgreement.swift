/// Whether a sign-off's record in the sign-off ledger says what its manifest says. The
/// manifest is what was signed, so it is what everyone is shown; a record that disagrees has
/// been edited (with its chain recomputed, or the check would have caught it), and an earlier
/// sign-off removed shows as a record whose place in the ledger is not the one signed.
public enum RecordAgreement {
    public static func problems(record: SignOffRecord, manifest: SignOffManifest, ledgerName: String) -> [String] {
        let name = "sign-off \(record.manifestID)"
        var problems: [String] = []
        func differs(_ field: String, _ recorded: String, _ signed: String) {
            guard recorded != signed else { return }
            problems.append("\(name): its record (\(ledgerName) line \(record.seq)) says \(field) \(recorded), the signed manifest says \(signed)")
        }
        differs("id", record.manifestID, manifest.id)
        differs("signer", quoted(record.signer), quoted(manifest.signer))
        differs("role", quoted(record.role), quoted(manifest.role))
        differs("meaning", quoted(record.meaning), quoted(manifest.meaning))
        differs("plan", String(record.planHash.prefix(16)), String(manifest.planHash.prefix(16)))
        differs("allow-incomplete", String(record.allowIncomplete), String(manifest.allowIncomplete))
        differs("incomplete scenarios", String(record.incomplete), String(manifest.incomplete.count))
        differs("sessions", sessions(record.sessions), sessions(manifest.sessions))
        if record.seq != manifest.sequence {
            problems.append(
                "\(name): signed as sign-off \(manifest.sequence), but it is record \(record.seq) of \(ledgerName) "
                    + (record.seq < manifest.sequence ? "(sign-offs before it were removed)" : "(records were added before it)"))
        } else if let previous = manifest.previous, previous != record.prev {
            problems.append("\(name): the sign-off ledger before it is not the one it was signed after (earlier sign-offs were changed)")
        }
        return problems
    }

    private static func quoted(_ text: String) -> String { "'\(text)'" }

    private static func sessions(_ sessions: [CoveredSession]) -> String {
        sessions.sorted { $0.id < $1.id }.map { "\($0.id):\($0.records):\($0.head.prefix(16))" }.joined(separator: ",")
    }
}
