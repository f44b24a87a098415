import ContractStubCore

extension DiffCheck {
    /// Response statuses and media types no longer produced, and response schemas that guarantee less.
    static let responses = DiffCheck(
        rules: [
            .responseStatusRemoved, .responseMediaTypeRemoved, .responsePropertyRemoved, .responsePropertyBecameOptional,
            .responseBecameNullable, .responseTypeChanged, .responseEnumValueAdded, .responseConstraintLoosened,
            .responseAlternativeAdded, .responseConditionChanged,
        ]
    ) { context in
        var changes: [SpecChange] = []
        for pair in context.pairs {
            for (key, old) in pair.old.responses.map({ ($0.key, $0.response) }) {
                guard let new = pair.new.responses.first(where: { $0.key == key })?.response else {
                    // A status now covered by a range or `default` is still declared.
                    if case .status(let code) = key, pair.new.response(for: code) != nil { continue }
                    changes.append(
                        SpecChange(
                            rule: .responseStatusRemoved, message: "response \(key) is no longer declared", operation: pair.reference,
                            old: old.specLocation, new: pair.new.specLocation.appending("responses")))
                    continue
                }
                for (mediaType, oldMedia, newMedia) in MediaTypeMatch.pairs(old.content, new.content) {
                    guard let newMedia else {
                        changes.append(
                            SpecChange(
                                rule: .responseMediaTypeRemoved, message: "response \(key) no longer has media type '\(mediaType)'",
                                operation: pair.reference, old: oldMedia.specLocation, new: new.specLocation))
                        continue
                    }
                    let subject = "response \(key) (\(mediaType))"
                    for schemas in context.bodySchemaPairs(oldMedia, newMedia, key: mediaType, subject: subject) {
                        var comparison = context.schemaComparison(.response, subject: schemas.subject, pair: pair)
                        comparison.compare(schemas.old, schemas.new)
                        changes += comparison.changes
                    }
                }
            }
        }
        return changes
    }
}
