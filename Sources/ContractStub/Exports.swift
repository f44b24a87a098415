// What `import ContractStub` gives a test target besides the runtime: by name, the types of the layers below that the
// runtime's API uses or a test builds. Everything else in those layers is `package` (ARCHITECTURE.md §4).

// The contract: loading a spec and what its loading throws.
@_exported import class ContractStubCore.Contract
// HTTP messages as the stubs see them, and the options that check them.
@_exported import struct ContractStubCore.HTTPHeaders
@_exported import struct ContractStubCore.HTTPMethod
@_exported import struct ContractStubCore.HTTPRequest
@_exported import struct ContractStubCore.HTTPResponse
// Recording pacts.
@_exported import enum ContractStubCore.PactVersion
@_exported import struct ContractStubCore.RequestValidationOptions
@_exported import struct ContractStubCore.SpecLoadError
// Findings, and where in the spec and in the body they point.
@_exported import struct ContractStubSyntax.Diagnostic
@_exported import struct ContractStubSyntax.DiagnosticCode
// JSON values: a body read with `JSONDecoder().decode(JSONValue.self, from:)`, and the pointers findings carry.
@_exported import struct ContractStubSyntax.JSONNumber
@_exported import struct ContractStubSyntax.JSONObject
@_exported import struct ContractStubSyntax.JSONPointer
@_exported import enum ContractStubSyntax.JSONValue
@_exported import struct ContractStubSyntax.SourcePosition
