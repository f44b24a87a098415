import ContractStubCore

extension DiffCheck {
    /// Response statuses and media types no longer produced, and response schemas that guarantee less.
    static let responses = DiffCheck(
        rules: [
            .responseStatusRemoved, .responseMediaTypeRemoved, .responseMediaTypeSchemaRemoved, .responsePropertyRemoved,
            .responsePropertyBecameOptional,
            .responseBecameNullable, .responseTypeChanged, .responseEnumValueAdded, .responseConstraintLoosened,
            .responseAlternativeAdded, .responseConditionChanged,
            .responsePrefixItemsAdded, .responseContentEncodingChanged, .responseWrappedInOneOf, .responsePropertyNoLongerWriteOnly,
            .sunsetChanged, .sunsetTooSoon,
            .lifecycleInvalid, .stabilityDecreased,
        ],
        eachOperation: { context, pair in
            var changes: [SpecChange] = []
            for (key, old) in pair.old.responses.map({ ($0.key, $0.response) }) {
                guard let new = pair.new.responses.first(where: { $0.key == key })?.response else {
                    // A status now covered by a range is still declared; a success status left to `default` is not,
                    // since `default` conventionally describes errors (and generated clients lose the success case).
                    var message = "response \(key) is no longer declared"
                    if case .status(let code) = key, let covering = pair.new.response(for: code) {
                        guard covering.key == .default, code / 100 == 2 else { continue }
                        message = "success response \(key) is now only covered by 'default'"
                    }
                    var removed = SpecChange(
                        rule: .responseStatusRemoved, message: message, operation: pair.reference,
                        old: old.specLocation, new: pair.new.specLocation.appending("responses"))
                    removed.place = SpecChange.ExchangePlace(responseKey: key, mediaType: nil, part: .status)
                    changes.append(removed)
                    continue
                }
                for (mediaType, oldMedia, newMedia) in MediaTypeMatch.pairs(old.content, new.content) {
                    guard let newMedia else {
                        var removed = SpecChange(
                            rule: .responseMediaTypeRemoved, message: "response \(key) no longer has media type '\(mediaType)'",
                            operation: pair.reference, old: oldMedia.specLocation, new: new.specLocation)
                        removed.place = SpecChange.ExchangePlace(responseKey: key, mediaType: mediaType, part: .status)
                        changes.append(removed)
                        continue
                    }
                    if oldMedia.schema ?? oldMedia.itemSchema != nil, newMedia.schema == nil, newMedia.itemSchema == nil {
                        changes.append(
                            SpecChange(
                                rule: .responseMediaTypeSchemaRemoved,
                                message: "response \(key) media type '\(mediaType)' no longer has a schema",
                                operation: pair.reference,
                                old: (oldMedia.schema ?? oldMedia.itemSchema)?.specLocation ?? oldMedia.specLocation,
                                new: newMedia.specLocation))
                    }
                    let subject = "response \(key) (\(mediaType))"
                    for schemas in context.bodySchemaPairs(oldMedia, newMedia, key: mediaType, subject: subject) {
                        var comparison = context.schemaComparison(
                            .response, subject: schemas.subject, pair: pair, place: .body(mediaType, responseKey: key))
                        comparison.compare(schemas.old, schemas.new)
                        changes += comparison.changes
                    }
                }
            }
            return changes
        })
}
