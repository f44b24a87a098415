import ContractStubCore

extension DiffCheck {
    /// Request bodies that became required, media types no longer accepted, and body schemas that accept less.
    static let requestBodies = DiffCheck(
        rules: [
            .requestBodyBecameRequired, .requestBodyRemoved, .requestMediaTypeRemoved, .requestMediaTypeSchemaAdded,
            .requestPropertyBecameRequired, .requestTypeChanged,
            .requestEnumValueRemoved, .requestConstraintTightened, .requestPropertyRemoved, .requestAlternativeRemoved,
            .requestConditionChanged,
            .requestPrefixItemsRemoved, .requestContentEncodingChanged, .requestAllOfAdded, .requestAllOfRemoved,
            .requestWrappedInOneOf, .requestDefaultChanged, .sunsetChanged, .sunsetTooSoon, .lifecycleInvalid, .stabilityDecreased,
        ],
        eachOperation: { context, pair in
            var changes: [SpecChange] = []
            let old = pair.old.requestBody
            guard let new = pair.new.requestBody else {
                if let old {
                    changes.append(
                        SpecChange(
                            rule: .requestBodyRemoved, message: "the request body was removed", operation: pair.reference,
                            old: old.specLocation, new: pair.new.specLocation))
                }
                return changes
            }
            if new.required, old?.required != true {
                let message = old == nil ? "a required request body was added" : "request body became required"
                changes.append(
                    SpecChange(
                        rule: .requestBodyBecameRequired, message: message, operation: pair.reference,
                        old: old?.specLocation ?? pair.old.specLocation, new: new.specLocation))
            }
            guard let old else { return changes }
            for (mediaType, oldMedia, newMedia) in MediaTypeMatch.requestPairs(old.content, new.content) {
                guard let newMedia else {
                    changes.append(
                        SpecChange(
                            rule: .requestMediaTypeRemoved, message: "request media type '\(mediaType)' is no longer accepted",
                            operation: pair.reference, old: oldMedia.specLocation, new: new.specLocation.appending("content")))
                    continue
                }
                if oldMedia.schema == nil, oldMedia.itemSchema == nil, let schema = newMedia.schema ?? newMedia.itemSchema {
                    changes.append(
                        SpecChange(
                            rule: .requestMediaTypeSchemaAdded, message: "request media type '\(mediaType)' now has a schema",
                            operation: pair.reference, old: oldMedia.specLocation, new: schema.specLocation))
                }
                for schemas in context.bodySchemaPairs(oldMedia, newMedia, key: mediaType, subject: "request body (\(mediaType))") {
                    var comparison = context.schemaComparison(
                        .request, subject: schemas.subject, pair: pair, place: .body(mediaType, responseKey: nil))
                    comparison.compare(schemas.old, schemas.new)
                    changes += comparison.changes
                }
            }
            return changes
        })
}
