import Testing

/// Groups the contract engine suites so `swift test --filter EngineTests` selects them.
@Suite enum EngineTests {}
