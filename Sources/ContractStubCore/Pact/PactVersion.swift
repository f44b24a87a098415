/// The Pact specification versions ContractStub writes.
public enum PactVersion: String, Sendable, Hashable, CaseIterable {
    /// Pact specification 3.0.0: bodies as plain JSON, header values as strings.
    case v3 = "3"
    /// Pact specification 4.0: typed `Synchronous/HTTP` interactions, bodies with their content type.
    case v4 = "4"
}
