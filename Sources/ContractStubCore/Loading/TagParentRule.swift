/// OpenAPI 3.2 nests tags: a Tag's `parent` "MUST" name a tag of the document, and parents must not form a cycle
/// (a prose rule; the official schema checks only that `parent` is a string).
enum TagParentRule {
    /// Reports each `parent` that names no declared tag, and each tag whose chain of parents leads back to it.
    static func check(_ reader: ObjectReader) {
        guard reader.version.isAtLeast32, case .array(let tags)? = reader.object["tags"] else { return }
        var parents: [String: String] = [:]
        for tag in tags {
            if let name = tag["name"]?.stringValue, let parent = tag["parent"]?.stringValue { parents[name] = parent }
        }
        let names = Set(tags.compactMap { $0["name"]?.stringValue })
        for (index, tag) in tags.enumerated() {
            guard let name = tag["name"]?.stringValue, let parent = tag["parent"]?.stringValue else { continue }
            let location = reader.location.appending("tags").appending(index).appending("parent")
            if !names.contains(parent) {
                reader.decoder.report(
                    .error, .specTagParent, "tag '\(name)' names parent '\(parent)', which is not a declared tag", at: location)
            } else if leadsBack(from: name, parents) {
                reader.decoder.report(.error, .specTagParent, "tag '\(name)' is its own ancestor through 'parent'", at: location)
            }
        }
    }

    private static func leadsBack(from name: String, _ parents: [String: String]) -> Bool {
        var seen: Set<String> = [name]
        var current = parents[name]
        while let next = current {
            if next == name { return true }
            guard seen.insert(next).inserted else { return false }
            current = parents[next]
        }
        return false
    }
}
