/// The value a parameter type makes of the text a step matched.
public enum ArgumentValue: Sendable, Hashable {
    /// `{int}`, `{long}`, `{short}` and `{byte}`, each checked against its Java range
    /// (32, 64, 16 and 8 bits) as the reference's typed implementation does.
    case int(Int)
    /// `{float}` and `{double}`. Both are read as 64-bit so that `3.141593` stays `3.141593`
    /// rather than the nearest 32-bit float.
    case double(Double)
    /// `{biginteger}` and `{bigdecimal}`: the number exactly as written (non-ASCII digits
    /// turned into ASCII), because no built-in Swift number type holds every such value without
    /// loss. The reference's test data expects these as text too.
    case decimal(String)
    /// `{word}`, `{string}` (quotes removed, `\"` and `\'` unescaped), the anonymous `{}` and
    /// capture groups of regular expressions that no parameter type claims.
    case string(String)
    /// An optional capture group that did not take part in the match.
    case null
    /// The text matched the parameter's pattern but cannot be made into its type, such as
    /// `300` for `{byte}`. The reference matches such a step too and fails only when it
    /// converts the argument; the associated text says why.
    case unconvertible(String)
}
