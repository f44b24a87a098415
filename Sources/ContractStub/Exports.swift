// `import ContractStub` gives test targets the whole core (Contract, JSONValue, Diagnostic, …) as well.
@_exported import ContractStubCore
