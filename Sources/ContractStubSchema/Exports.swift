// The layer below, for every file of this target and for its clients: JSON Schema builds on the byte layer.
@_exported import ContractStubSyntax
