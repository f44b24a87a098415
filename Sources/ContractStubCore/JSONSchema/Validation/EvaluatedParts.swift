/// Which properties and items of an instance some keyword evaluated successfully: the annotations that
/// `unevaluatedProperties` and `unevaluatedItems` read. Only collected below a schema that has one of those.
struct EvaluatedParts {
    var allProperties = false
    var properties: Set<String> = []
    var allItems = false
    /// Items `0..<prefixCount` were evaluated (`prefixItems`).
    var prefixCount = 0
    /// Items matched by `contains`.
    var items: Set<Int> = []

    mutating func merge(_ other: EvaluatedParts) {
        allProperties = allProperties || other.allProperties
        if !allProperties { properties.formUnion(other.properties) }
        allItems = allItems || other.allItems
        prefixCount = max(prefixCount, other.prefixCount)
        if !allItems { items.formUnion(other.items) }
    }

    func hasItem(_ index: Int) -> Bool { allItems || index < prefixCount || items.contains(index) }
}

/// One step of the instance pointer, kept cheap until a violation needs the pointer.
enum InstancePathToken {
    case key(String)
    case index(Int)
}
