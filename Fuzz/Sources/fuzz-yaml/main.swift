import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

// Arbitrary bytes as YAML: the reader (every style, anchors, merges, tags, limits), then the same bytes as a YAML spec
// through the loader. The base URL names a directory that does not exist, so relative `$ref`s read nothing.
let baseURL = URL(fileURLWithPath: "/nonexistent/contractstub-fuzz/spec.yaml")

FuzzDriver.main(seeds: Seeds.yamlDocuments) { data in
    if (try? JSONValue(yaml: data)) != nil {
        _ = try Contract(data: data, baseURL: baseURL)
    }
}
