/// A mapping being read: members in order, the merges (`<<`) to apply at the end, and the sizes for the limits.
struct YAMLMappingBuilder {
    var members = JSONObject()
    /// Mappings named by `<<`, in order, with their source maps.
    var merges: [(object: JSONObject, map: YAMLSourceMap?)] = []
    var height = 1
    var size = 1
    let map: YAMLSourceMap?

    init(map: YAMLSourceMap?) {
        self.map = map
    }
}

extension YAMLParser {
    /// Adds `key: value` to `builder`: a merge for `<<`, else a member whose key must be a new scalar.
    mutating func add(key: YAMLNode, value: YAMLNode, to builder: inout YAMLMappingBuilder) throws(YAMLSyntaxError) {
        builder.height = max(builder.height, value.height + 1, key.height + 1)
        builder.size += key.size + value.size
        if skims {
            skimMember(key: key, value: value, into: builder.map)
            return
        }
        if key.isMergeKey {
            try addMerge(value, to: &builder)
            return
        }
        let name: String
        if let text = key.keyText {
            name = text
        } else if options.refusesComplexKeys {
            throw error(
                "a mapping key must be a scalar; this one is a \(key.value.typeName), which JSON cannot hold",
                code: .specYamlKeyComplex, at: key.offset)
        } else {
            name = key.value.serialized(pretty: false)
        }
        guard !builder.members.hasMember(name) else {
            throw error("the key '\(name)' appears twice in this mapping", code: .specYamlKeyDuplicate, at: key.offset)
        }
        builder.members.appendMember(name, value.value)
        if let map = builder.map, let valueMap = value.positions {
            map.members[name] = (key.positions?.position ?? valueMap.position, valueMap)
        }
    }

    /// When only positions matter: the member's positions, or for `<<` those of the merged mappings' members.
    private func skimMember(key: YAMLNode, value: YAMLNode, into map: YAMLSourceMap?) {
        guard let map, let valueMap = value.positions else { return }
        guard key.isMergeKey else {
            map.members[key.keyText ?? ""] = (key.positions?.position ?? valueMap.position, valueMap)
            return
        }
        for source in valueMap.elements.isEmpty ? [valueMap] : valueMap.elements {
            for (name, member) in source.members where map.members[name] == nil { map.members[name] = member }
        }
    }

    /// Records the mapping, or sequence of mappings, that a `<<` key names.
    private func addMerge(_ value: YAMLNode, to builder: inout YAMLMappingBuilder) throws(YAMLSyntaxError) {
        switch value.value {
        case .object(let object):
            builder.merges.append((object, value.positions))
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                guard case .object(let object) = element else {
                    throw error("'<<' merges mappings; this sequence holds a \(element.typeName)", at: value.offset)
                }
                let map = value.positions.flatMap { $0.elements.indices.contains(index) ? $0.elements[index] : nil }
                builder.merges.append((object, map))
            }
        default:
            throw error("'<<' merges a mapping or a sequence of mappings; found a \(value.value.typeName)", at: value.offset)
        }
    }

    /// The mapping node: members first, then merged members whose keys it does not have (earlier merges win).
    func finishMapping(_ builder: YAMLMappingBuilder, start: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var builder = builder
        for (object, map) in builder.merges {
            for (key, value) in object where !builder.members.hasMember(key) {
                builder.members.appendMember(key, value)
                if let target = builder.map {
                    if let member = map?.members[key] {
                        target.members[key] = member
                    } else if let map {
                        target.members[key] = (map.position, map)
                    }
                }
            }
        }
        return try collection(.object(builder.members), height: builder.height, size: builder.size, start: start, map: builder.map)
    }
}
