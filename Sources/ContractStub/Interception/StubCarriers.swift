import ContractStubCore

/// Which carriers ``ContractStub/install(into:)`` puts into a configuration: all three in use; tests of the
/// carriers switch them off one by one to prove each alone keeps tests apart.
struct StubCarriers: OptionSet, Sendable {
    let rawValue: Int

    /// The stub's own protocol class in `protocolClasses` (``ProtocolClassSlots``).
    static let protocolClass = StubCarriers(rawValue: 1)
    /// The placeholder-answering `urlCache` (``StubCarrierCache``).
    static let urlCache = StubCarriers(rawValue: 2)
    /// The ``StubCarrierHeader`` in `httpAdditionalHeaders`.
    static let header = StubCarriers(rawValue: 4)
    /// Every carrier: what stubs use.
    static let all: StubCarriers = [.protocolClass, .urlCache, .header]
}
