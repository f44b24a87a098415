import Testing

@testable import ContractStubCore

/// Groups the routing suites so `swift test --filter Routing` selects them.
@Suite enum RoutingTests {}
