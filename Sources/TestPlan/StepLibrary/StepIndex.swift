/// Which of a library's definitions a step's text could match, found from the text's bytes
/// rather than by trying every definition.
///
/// Each definition is filed under a few four-byte pieces of its required text
/// (`RequiredText`), chosen so that every step it matches contains at least one of them: one
/// piece of one of its runs, or one piece of each alternative of a group. A step is offered
/// the definitions filed under the pieces its text contains, and the few with nothing to file
/// them by. A step no definition matches thus costs about what a matched one does, where
/// trying the whole library cost a step of a new feature, not yet defined, several times as
/// much. The definitions offered always include every one that matches, so the index never
/// changes which definition matches, nor which are ambiguous.
struct StepIndex: Sendable {
    /// The length of a piece: long enough to be rare, short enough for most runs to have one.
    static let pieceLength = 4
    /// Definition numbers by piece (its four bytes, the first lowest).
    private let byPiece: [UInt32: [Int32]]
    /// Definitions with no piece to file them by, offered every step.
    private let everywhere: [Int32]
    /// A bit per hash of a piece some definition is filed under, so that most of a text's
    /// pieces are passed over without a dictionary lookup.
    private let filed: [UInt64]
    private static let filedBits = 1 << 16

    /// An index of definitions with these required texts (nil: not known, offered every step).
    init(_ requiredTexts: [RequiredText?]) {
        let frequency = Self.frequencies(of: requiredTexts)
        var byPiece: [UInt32: [Int32]] = [:]
        var everywhere: [Int32] = []
        var filed = [UInt64](repeating: 0, count: Self.filedBits / 64)
        for (number, required) in requiredTexts.enumerated() {
            guard let required, let pieces = Self.pieces(of: required, frequency: frequency)?.pieces else {
                everywhere.append(Int32(number))
                continue
            }
            for piece in Set(pieces) {
                byPiece[piece, default: []].append(Int32(number))
                let bit = Self.bit(of: piece)
                filed[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
        self.byPiece = byPiece
        self.everywhere = everywhere
        self.filed = filed
    }

    /// The numbers of the definitions that could match `text`, in library order.
    func candidates(for text: String) -> [Int] {
        var text = text
        var found = everywhere
        text.withUTF8 { bytes in
            guard bytes.count >= Self.pieceLength else { return }
            var piece: UInt32 = 0
            for (offset, byte) in bytes.enumerated() {
                piece = piece >> 8 | UInt32(byte) << 24
                guard offset >= Self.pieceLength - 1 else { continue }
                let bit = Self.bit(of: piece)
                guard filed[bit >> 6] & (1 << UInt64(bit & 63)) != 0, let numbers = byPiece[piece] else { continue }
                found += numbers
            }
        }
        // In library order, each once: ambiguity is reported in file order.
        found.sort()
        var candidates: [Int] = []
        candidates.reserveCapacity(found.count)
        for number in found where candidates.last != Int(number) { candidates.append(Int(number)) }
        return candidates
    }

    private static func bit(of piece: UInt32) -> Int {
        Int((piece &* 0x9E37_79B1) >> 16)
    }

    /// Every piece of every run of a required text, alternatives' too.
    private static func allPieces(of required: RequiredText, into pieces: inout Set<UInt32>) {
        for run in required.runs { pieces.formUnion(Self.pieces(inRun: run)) }
        for group in required.alternatives {
            for alternative in group { allPieces(of: alternative, into: &pieces) }
        }
    }

    /// How many definitions have each piece somewhere in their required text.
    private static func frequencies(of requiredTexts: [RequiredText?]) -> [UInt32: Int] {
        var frequency: [UInt32: Int] = [:]
        for required in requiredTexts {
            guard let required else { continue }
            var pieces = Set<UInt32>()
            allPieces(of: required, into: &pieces)
            for piece in pieces { frequency[piece, default: 0] += 1 }
        }
        return frequency
    }

    /// The pieces to file a required text under, at least one of which every text that has
    /// it contains, and what they cost (how many definitions share them): the rarest piece of
    /// a run, or the rarest pieces of each alternative of a group, whichever costs least. Nil
    /// when no run is long enough and no group has pieces for every alternative.
    private static func pieces(of required: RequiredText, frequency: [UInt32: Int]) -> (pieces: [UInt32], cost: Int)? {
        var best: (pieces: [UInt32], cost: Int)?
        for run in required.runs {
            guard let rarest = pieces(inRun: run).min(by: { frequency[$0, default: 0] < frequency[$1, default: 0] }) else { continue }
            let cost = frequency[rarest, default: 0]
            if best == nil || cost < best!.cost { best = ([rarest], cost) }
        }
        for group in required.alternatives {
            var union: [UInt32] = []
            var cost = 0
            for alternative in group {
                guard let chosen = pieces(of: alternative, frequency: frequency) else {
                    union = []
                    break
                }
                union += chosen.pieces
                cost += chosen.cost
            }
            if !union.isEmpty, best == nil || cost < best!.cost { best = (union, cost) }
        }
        return best
    }

    /// The pieces of a run, in order.
    private static func pieces(inRun run: [UInt8]) -> [UInt32] {
        guard run.count >= pieceLength else { return [] }
        return (0...(run.count - pieceLength)).map { start in
            var piece: UInt32 = 0
            for offset in (0..<pieceLength).reversed() { piece = piece << 8 | UInt32(run[start + offset]) }
            return piece
        }
    }
}
