import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

// Arbitrary bytes as a spec: JSON decoding, the OpenAPI model, `$ref` resolution and compiling every schema.
// The base URL names a directory that does not exist, so relative `$ref`s to files fail without reading anything.
let baseURL = URL(fileURLWithPath: "/nonexistent/contractstub-fuzz/spec.json")

FuzzDriver.main(seeds: Seeds.specFiles) { data in
    _ = try Contract(data: data, baseURL: baseURL)
}
