// The layers below, for every file of this target and for its clients: the contract builds on JSON Schema and the
// byte layer (which JSON Schema re-exports).
@_exported import ContractStubSchema
