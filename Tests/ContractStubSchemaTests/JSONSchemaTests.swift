import Testing

/// Groups the JSON Schema suites so `swift test --filter JSONSchema` selects them.
@Suite enum JSONSchemaTests {}
