@_exported import ContractStubCore
