import ContractStubCore

extension DiffCheck {
    /// Response headers clients may read: no longer declared, no longer always sent, or whose schema promises less
    /// (judged like response values; a type change of the header itself has its own rule).
    ///
    /// The server promising more (a new header, an optional one made required) is compatible and not reported.
    /// Headers are matched by name regardless of case within the same response key; `Content-Type` is ignored,
    /// as OpenAPI says (it is the media type's business).
    static let responseHeaders = DiffCheck(
        rules: [
            .responseHeaderRemoved, .responseHeaderBecameOptional, .responseHeaderTypeChanged, .responseTypeChanged,
            .responseBecameNullable,
            .responseEnumValueAdded, .responsePropertyRemoved, .responsePropertyBecameOptional, .responseConstraintLoosened,
            .responseAlternativeAdded, .responseConditionChanged,
            .responsePrefixItemsAdded, .responseContentEncodingChanged, .responseWrappedInOneOf, .responsePropertyNoLongerWriteOnly,
        ],
        eachOperation: { context, pair in
            var changes: [SpecChange] = []
            for (key, old) in pair.old.responses.map({ ($0.key, $0.response) }) {
                guard let new = pair.new.responses.first(where: { $0.key == key })?.response else { continue }
                changes += ResponseHeaderComparison(pair: pair, key: key, old: old, new: new, context: context).changes()
            }
            return changes
        })
}

/// The headers of one response key declared in both versions of one operation.
private struct ResponseHeaderComparison {
    let pair: OperationPair
    let key: OpenAPI.ResponseKey
    let old: OpenAPI.Response
    let new: OpenAPI.Response
    let context: DiffContext

    func changes() -> [SpecChange] {
        var newByName: [String: OpenAPI.ReferenceOr<OpenAPI.Header>] = [:]
        for (name, entry) in new.headers where newByName[name.lowercased()] == nil {
            newByName[name.lowercased()] = entry
        }
        var changes: [SpecChange] = []
        for (name, entry) in old.headers where name.lowercased() != "content-type" {
            guard let oldHeader = entry.value else { continue }
            let subject = "response \(key) header '\(name)'"
            let place = SpecChange.ExchangePlace(responseKey: key, mediaType: nil, part: .header(name))
            guard let newEntry = newByName[name.lowercased()] else {
                changes.append(
                    change(
                        .responseHeaderRemoved, "\(subject) is no longer declared",
                        old: old.specLocation.appending("headers").appending(name),
                        new: new.headers.isEmpty ? new.specLocation : new.specLocation.appending("headers"), place: place))
                continue
            }
            guard let newHeader = newEntry.value else { continue }
            if oldHeader.required, !newHeader.required {
                changes.append(
                    change(
                        .responseHeaderBecameOptional, "\(subject) became optional", old: oldHeader.specLocation.appending("required"),
                        new: newHeader.specLocation, place: place))
            }
            if let oldSchema = schema(of: oldHeader), let newSchema = schema(of: newHeader) {
                var comparison = context.schemaComparison(
                    .response, subject: subject, pair: pair, rootTypeRule: .responseHeaderTypeChanged, place: place)
                comparison.compare(oldSchema, newSchema)
                changes += comparison.changes
            }
        }
        return changes
    }

    private func schema(of header: OpenAPI.Header) -> OpenAPI.SchemaObject? {
        (header.schema ?? header.content.values.first?.schema)
    }

    private func change(
        _ rule: DiffRule, _ message: String, old: SpecLocation, new: SpecLocation, place: SpecChange.ExchangePlace
    ) -> SpecChange {
        var change = SpecChange(rule: rule, message: message, operation: pair.reference, old: old, new: new)
        change.place = place
        return change
    }
}
