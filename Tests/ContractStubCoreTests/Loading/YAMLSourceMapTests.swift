import Foundation
import Testing

@testable import ContractStubCore

/// Every node's position is recorded, and a JSON Pointer finds it as it does in JSON (members at their keys).
@Suite("YAML source positions")
struct YAMLSourceMapTests {
    private let text = """
        openapi: 3.0.3
        paths:
          /pets:
            get:
              parameters:
                - name: limit
                  in: query
                - &id {name: id, in: path}
        copy:
          <<: *id
        """

    /// The position found with every node recorded, checked against a lookup that records only along the pointer.
    private func location(_ pointer: String) throws -> String? {
        let parsed = try JSONPointer(parsing: pointer)
        var options = YAMLOptions.spec
        options.recordsPositions = true
        let everything = try YAMLDocument(data: Data(text.utf8), options: options).sourceMap?.location(of: parsed)
        let along = SpecSourceLocator(data: Data(text.utf8), url: URL(fileURLWithPath: "/specs/api.yaml")).locations(of: [parsed])[0]
        #expect(everything == along, "\(pointer)")
        return everything?.description
    }

    @Test(
        arguments: [
            ("", "1:1"), ("/openapi", "1:1"), ("/paths/~1pets/get", "4:5"), ("/paths/~1pets/get/parameters/0", "6:11"),
            ("/paths/~1pets/get/parameters/0/in", "7:11"), ("/paths/~1pets/get/parameters/1", "8:15"),
            ("/paths/~1pets/get/parameters/1/in", "8:26"),
            ("/copy/name", "8:16"), ("/nothing", nil),
        ] as [(String, String?)])
    func pointersFindLineAndColumn(pointer: String, expected: String?) throws {
        #expect(try location(pointer) == expected)
    }
}
