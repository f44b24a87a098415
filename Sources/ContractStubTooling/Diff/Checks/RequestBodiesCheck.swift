import ContractStubCore

extension DiffCheck {
    /// Request bodies that became required, media types no longer accepted, and body schemas that accept less.
    static let requestBodies = DiffCheck(
        rules: [
            .requestBodyBecameRequired, .requestMediaTypeRemoved, .requestPropertyBecameRequired, .requestTypeChanged,
            .requestEnumValueRemoved, .requestConstraintTightened, .requestPropertyRemoved, .requestAlternativeRemoved,
            .requestConditionChanged,
        ]
    ) { context in
        var changes: [SpecChange] = []
        for pair in context.pairs {
            guard let new = pair.new.requestBody else { continue }
            let old = pair.old.requestBody
            if new.required, old?.required != true {
                let message = old == nil ? "a required request body was added" : "request body became required"
                changes.append(
                    SpecChange(
                        rule: .requestBodyBecameRequired, message: message, operation: pair.reference,
                        old: old?.specLocation ?? pair.old.specLocation, new: new.specLocation))
            }
            guard let old else { continue }
            for (mediaType, oldMedia, newMedia) in MediaTypeMatch.pairs(old.content, new.content) {
                guard let newMedia else {
                    changes.append(
                        SpecChange(
                            rule: .requestMediaTypeRemoved, message: "request media type '\(mediaType)' is no longer accepted",
                            operation: pair.reference, old: oldMedia.specLocation, new: new.specLocation.appending("content")))
                    continue
                }
                for schemas in context.bodySchemaPairs(oldMedia, newMedia, key: mediaType, subject: "request body (\(mediaType))") {
                    var comparison = context.schemaComparison(.request, subject: schemas.subject, pair: pair)
                    comparison.compare(schemas.old, schemas.new)
                    changes += comparison.changes
                }
            }
        }
        return changes
    }
}
