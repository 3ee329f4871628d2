extension String {
    /// Tag names match only when their Unicode scalars are identical. Swift's `==` would also
    /// match canonically equivalent spellings (a precomposed `é` and `e` plus a combining accent),
    /// which the reference treats as different tags.
    func isSameTagName(as other: String) -> Bool {
        unicodeScalars.elementsEqual(other.unicodeScalars)
    }
}
