import ContractStubCore

extension SchemaComparison {
    /// The values a schema is restricted to: its `const`, its `enum`, or the consts of a `oneOf`/`anyOf` whose every
    /// member is one value; `nil` when it is not restricted to a list.
    func allowedValues(_ view: SchemaView, _ resolver: SchemaResolver) -> [JSONValue]? {
        if let value = view.value("const") { return [value] }
        if let values = view.value("enum")?.arrayValue { return values }
        guard !view.alternatives.isEmpty else { return nil }
        var values: [JSONValue] = []
        for member in view.alternatives {
            let memberView = resolver.view(of: member)
            guard let value = memberView.value("const") ?? memberView.value("enum")?.arrayValue.flatMap({ $0.count == 1 ? $0[0] : nil })
            else { return nil }
            values.append(value)
        }
        return values
    }

    /// The schema's type, or where it writes none, the type its values or its `oneOf`/`anyOf` members imply, so that
    /// an `enum` restructured into a `oneOf` of consts, or a value wrapped in `oneOf: [X, {type: null}]`, is compared
    /// by what it allows rather than reported as any type.
    func effectiveType(_ view: SchemaView, _ resolver: SchemaResolver) -> SchemaType {
        let declared = SchemaType(view)
        guard view.types == nil else { return declared }
        if let values = allowedValues(view, resolver) {
            let types = Set(values.filter { $0 != .null }.map(\.typeName))
            return SchemaType(types: types, nullable: view.nullable || values.contains(.null), format: declared.format)
        }
        guard !view.alternatives.isEmpty else { return declared }
        var types: Set<String> = []
        var nullable = view.nullable
        for member in view.alternatives {
            let memberView = resolver.view(of: member)
            guard let memberTypes = memberView.types else { return declared }
            types.formUnion(memberTypes)
            nullable = nullable || memberView.nullable
        }
        return SchemaType(types: types, nullable: nullable, format: declared.format)
    }

    /// `contentMediaType` and `contentEncoding` say how a string is to be read; changing either (or adding or
    /// dropping one) changes what both sides must encode and decode, in either direction.
    mutating func compareEncodings(_ old: SchemaView, _ new: SchemaView, field: String) {
        let rule: DiffRule = direction == .request ? .requestContentEncodingChanged : .responseContentEncodingChanged
        for keyword in ["contentMediaType", "contentEncoding"] where old.value(keyword) != new.value(keyword) {
            let before = old.value(keyword)?.serialized() ?? "none"
            let after = new.value(keyword)?.serialized() ?? "none"
            report(
                rule, field, "\(keyword) changed from \(before) to \(after)", old: old.location(of: keyword),
                new: new.location(of: keyword))
        }
    }

    /// A request value's `default` is what the server assumes when a client leaves the value out: adding, changing or
    /// dropping it changes what such clients get. Parameters report it with their own rule; response defaults are
    /// documentation for clients and not reported.
    mutating func compareDefaults(_ old: SchemaView, _ new: SchemaView, field: String) {
        guard direction == .request, let rule = field.isEmpty ? rootDefaultRule : .requestDefaultChanged else { return }
        let before = old.value("default")
        let after = new.value("default")
        guard before != after else { return }
        let message =
            switch (before, after) {
            case (nil, let after?): "now defaults to \(after.serialized())"
            case (let before?, nil): "no longer defaults to \(before.serialized())"
            default: "default changed from \(before?.serialized() ?? "none") to \(after?.serialized() ?? "none")"
            }
        report(rule, field, "\(message)", old: old.location(of: "default"), new: new.location(of: "default"))
    }
}
