extension OptionTable {
    /// The width the synopsis is wrapped at: a terminal's 120 columns, less a margin.
    static let synopsisWidth = 118

    /// The help: the synopsis with every option, the other forms, each option's help, notes.
    package var usage: String {
        var lines = synopsis()
        lines += forms.map { "       " + $0 }
        for option in options where !option.help.isEmpty {
            let head = "  \(option.name): "
            lines.append(head + option.help[0])
            lines += option.help.dropFirst().map { String(repeating: " ", count: head.count) + $0 }
        }
        lines += notes.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `usage: stepwise COMMAND OPERANDS [--option VALUE]...`, wrapped under its first option.
    func synopsis() -> [String] {
        let head = "usage: stepwise \(command)" + (operands.map { " " + $0 } ?? "")
        let indent = String(repeating: " ", count: "usage: stepwise \(command) ".count)
        var lines = [head]
        for word in options.map(\.synopsis) {
            if lines[lines.count - 1].count + 1 + word.count > Self.synopsisWidth {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines
    }
}
