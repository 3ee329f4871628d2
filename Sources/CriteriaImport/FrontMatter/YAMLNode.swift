/// A node of the front matter: a scalar, a mapping or a sequence, each with the line it starts on.
enum YAMLNode: Sendable, Hashable {
    case scalar(YAMLScalar)
    case mapping([YAMLMember], line: Int)
    case sequence([YAMLNode], line: Int)

    var line: Int {
        switch self {
        case .scalar(let scalar): return scalar.line
        case .mapping(_, let line), .sequence(_, let line): return line
        }
    }

    /// The members, when this is a mapping.
    var members: [YAMLMember]? {
        if case .mapping(let members, _) = self { return members }
        return nil
    }

    /// The key-value pairs, when this is a mapping.
    var pairs: [(key: YAMLScalar, value: YAMLNode?)] {
        (members ?? []).compactMap { member in
            if case .pair(let key, let value) = member { return (key, value) }
            return nil
        }
    }

    /// The value of the first pair whose key is `key`, when this is a mapping.
    subscript(key: String) -> YAMLNode? {
        pairs.first { $0.key.text == key }?.value
    }

    /// The scalar, when this is one.
    var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// The items, when this is a sequence.
    var items: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// Every scalar inside, keys included, in source order: what the node says, whatever its shape.
    var scalars: [YAMLScalar] {
        switch self {
        case .scalar(let scalar): return [scalar]
        case .sequence(let items, _): return items.flatMap(\.scalars)
        case .mapping(let members, _): return members.flatMap(\.scalars)
        }
    }
}

/// One member of a mapping: a `key: value` pair, or a line that held no key.
enum YAMLMember: Sendable, Hashable {
    /// `value` is nil when nothing follows the key.
    case pair(key: YAMLScalar, value: YAMLNode?)
    /// What stood where a `key: value` line was expected, kept so that its words are not lost.
    case stray(YAMLNode)

    var line: Int {
        switch self {
        case .pair(let key, _): return key.line
        case .stray(let node): return node.line
        }
    }

    /// Every scalar of the member, the key first.
    var scalars: [YAMLScalar] {
        switch self {
        case .pair(let key, let value): return [key] + (value?.scalars ?? [])
        case .stray(let node): return node.scalars
        }
    }
}
