/// Values by id: a list searched in order while it is short, as it is for the one scenario of a
/// streamed piece of a file, where hashing every id into a dictionary cost more than the
/// search; a dictionary once it grows, for a whole file's thousands of ids.
struct IDTable<Value> {
    private static var listLimit: Int { 16 }
    private var list: [(id: String, value: Value)] = []
    private var dictionary: [String: Value]?

    mutating func add(_ id: String, _ value: Value) {
        if dictionary != nil {
            dictionary![id] = value
        } else if list.count < Self.listLimit {
            // A later id replaces an earlier one, as a dictionary's assignment does.
            if let at = list.firstIndex(where: { $0.id == id }) { list[at].value = value } else { list.append((id, value)) }
        } else {
            var grown = Dictionary(list.map { ($0.id, $0.value) }, uniquingKeysWith: { $1 })
            grown[id] = value
            dictionary = grown
            list = []
        }
    }

    subscript(id: String) -> Value? {
        if let dictionary { return dictionary[id] }
        // By index, comparing ids alone: an entry taken out of the list is a copy of its value.
        for index in list.indices where list[index].id == id { return list[index].value }
        return nil
    }
}
