/// Which properties and items of an instance some keyword evaluated successfully: the annotations that
/// `unevaluatedProperties` and `unevaluatedItems` read. Only collected below a schema that has one of those.
///
/// The sets stay `nil` until something is recorded: parts are made for every value validated and most record nothing,
/// and an empty set still costs a retain and a release.
struct EvaluatedParts {
    var allProperties = false
    private var properties: Set<String>?
    var allItems = false
    /// Items `0..<prefixCount` were evaluated (`prefixItems`).
    var prefixCount = 0
    /// Items matched by `contains`.
    private var items: Set<Int>?

    mutating func merge(_ other: EvaluatedParts) {
        allProperties = allProperties || other.allProperties
        if !allProperties, let names = other.properties { properties = properties?.union(names) ?? names }
        allItems = allItems || other.allItems
        prefixCount = max(prefixCount, other.prefixCount)
        if !allItems, let indices = other.items { items = items?.union(indices) ?? indices }
    }

    /// Records that property `name` was evaluated.
    mutating func insertProperty(_ name: String) {
        if properties == nil { properties = [] }
        properties!.insert(name)
    }

    /// Records that the item at `index` was evaluated (by `contains`).
    mutating func insertItem(_ index: Int) {
        if items == nil { items = [] }
        items!.insert(index)
    }

    func hasProperty(_ name: String) -> Bool { allProperties || properties?.contains(name) == true }

    func hasItem(_ index: Int) -> Bool { allItems || index < prefixCount || items?.contains(index) == true }
}

/// One step of the instance pointer, kept cheap until a violation needs the pointer.
enum InstancePathToken {
    case key(String)
    case index(Int)
}
