/// Turns a component name into a slug: lower case, letters and digits, single hyphens.
public enum Slug {
    public static func make(_ name: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for scalar in name.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen && !slug.isEmpty { slug += "-" }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else if scalar != "'" && scalar != "’" {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "component" : slug
    }
}
