import ContractStubCore

extension LintRule {
    /// OpenAPI 3.0 and 3.1 have no `itemSchema`; a `schema` of `text/event-stream` or JSON Lines that does not
    /// describe an array is taken as the schema of each event or line (the documented rule of ``Contract``), and this
    /// warning suggests 3.2's `itemSchema`, which says so explicitly.
    static let sequentialSchemas = LintRule(
        codes: [.specMediaItemSchema],
        summary: "In 3.0/3.1, a sequential media type's `schema` of one item is applied per item; 3.2 says so with `itemSchema`."
    ) { context in
        var contents: [OrderedMap<OpenAPI.MediaType>] = []
        for (_, item) in context.pathItems {
            for entry in item.operations {
                if let body = entry.operation.requestBody?.value { contents.append(body.content) }
                for response in entry.operation.responses?.entries ?? [] {
                    if let value = response.response.value { contents.append(value.content) }
                }
            }
        }
        return contents.flatMap { context.contract.perItemSchemas(in: $0) }.map { key, schema, describesEventData in
            let message =
                describesEventData
                ? "the 'schema' of \(key) describes each event's data (parsed as JSON when it parses), so it is applied to the data of each event; in OpenAPI 3.2 write it as 'itemSchema' with a 'data' property of 'contentMediaType' application/json and this schema as its 'contentSchema'"
                : "the 'schema' of \(key) describes one item, so it is applied to each item of the stream; in OpenAPI 3.2 write it as 'itemSchema' (and 'schema' for the whole stream as an array)"
            return context.diagnostic(.warning, .specMediaItemSchema, message, at: schema.specLocation)
        }
    }
}
