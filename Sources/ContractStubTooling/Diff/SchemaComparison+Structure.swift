import ContractStubCore

extension SchemaComparison {
    /// A request schema's own `allOf` members, matched by `$ref` (inline members by their JSON): each new member is one
    /// more schema every value must match; each one gone most likely described something now ignored. A member
    /// rewritten in place counts as neither (the merged view compares what it says). A schema that had no `allOf` is
    /// counted as one member.
    mutating func compareAllOf(_ old: SchemaView, _ new: SchemaView, field: String) {
        guard direction == .request, let newLocation = new.allOfLocation else { return }
        var added = new.allOfMembers.count - 1
        var removed = 0
        if old.allOfLocation != nil {
            added = new.allOfMembers.count(where: { !old.allOfMembers.contains($0) })
            removed = old.allOfMembers.count(where: { !new.allOfMembers.contains($0) })
            let rewritten = min(added, removed)
            added -= rewritten
            removed -= rewritten
        }
        let counts = "(now \(new.allOfMembers.count), was \(max(old.allOfMembers.count, 1)))"
        if added > 0 {
            report(
                .requestAllOfAdded, field, "gained \(added) allOf member\(added == 1 ? "" : "s") \(counts)",
                old: old.allOfLocation ?? old.location, new: newLocation)
        }
        if removed > 0 {
            report(
                .requestAllOfRemoved, field, "lost \(removed) allOf member\(removed == 1 ? "" : "s") \(counts)",
                old: old.allOfLocation ?? old.location, new: newLocation)
        }
    }

    /// Whether one version is a typed schema (or one with properties) and the other a `oneOf`/`anyOf` of shapes (not of consts): the value was
    /// wrapped in alternatives, or unwrapped from them.
    func isWrap(_ old: SchemaView, _ new: SchemaView) -> Bool {
        guard old.alternatives.isEmpty != new.alternatives.isEmpty else { return false }
        let plain = old.alternatives.isEmpty ? old : new
        return (plain.types != nil || !plain.properties.isEmpty) && allowedValues(old, oldResolver) == nil
            && allowedValues(new, newResolver) == nil
    }

    /// A value wrapped in a `oneOf`/`anyOf`, or unwrapped from one (see ``isWrap(_:_:)``); types were compared already.
    /// `oneOf: [X, {type: null}]` only makes X nullable, and X is compared with the plain schema. With several shapes:
    /// a response may now send one clients do not know, a request `oneOf` refuses a value that matches more than one
    /// of them (object shapes usually overlap), and a request unwrapped to one shape refuses the others. The shape that
    /// is the plain schema, if any, is still compared with it.
    mutating func compareWrap(_ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        let wrapped = old.alternatives.isEmpty
        let (plain, composed, resolver) = wrapped ? (old, new, newResolver) : (new, old, oldResolver)
        let shapes = composed.alternatives.filter { member in
            let view = resolver.view(of: member)
            return !(view.types?.isEmpty == true && view.nullable)
        }
        func compare(plainWith shape: OpenAPI.SchemaObject) {
            if wrapped {
                self.compare(plain.schema, shape, field: field, depth: depth + 1)
            } else {
                self.compare(shape, plain.schema, field: field, depth: depth + 1)
            }
        }
        if shapes.count == 1 {
            compare(plainWith: shapes[0])
            return
        }
        let location = composed.alternativesLocation ?? composed.location
        let keyword = location.pointer.lastToken ?? "oneOf"
        switch (wrapped, direction) {
        case (true, .request) where keyword == "oneOf":
            report(
                .requestWrappedInOneOf, field, "was wrapped in a oneOf of \(shapes.count) shapes", old: old.location,
                new: location)
        case (true, .response):
            report(
                .responseWrappedInOneOf, field, "was wrapped in a \(keyword) of \(shapes.count) shapes", old: old.location,
                new: location)
        case (false, .request):
            report(
                .requestAlternativeRemoved, field, "is no longer a \(keyword) of \(shapes.count) shapes", old: location,
                new: new.location)
        default: break
        }
        if let same = shapes.first(where: { resolver.view(of: $0).location.pointer == plain.location.pointer }) {
            compare(plainWith: same)
        }
    }
}
