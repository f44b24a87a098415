import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `diff` between a real Swagger 2.0 spec and its OpenAPI 3.0 migration shows only what the migration really changed:
/// the OpenAPI Initiative's 2.0 examples against their hand-made 3.0 twins (the corpus's `specs/oai-examples`).
@Suite struct Swagger2MigrationDiffTests {
    /// Every breaking change `diff` must find between each 2.0 example and its 3.0 twin, as `METHOD path [rule]` (or
    /// `[rule]` for a spec-wide one), each a real difference of the twin, reviewed by hand.
    static let realChanges: [String: [String: String]] = [
        "petstore": [
            "GET /pets [diff.request.constraint.tightened]": "the twin adds `maximum: 100` to `limit`, which 2.0 says only in prose",
            "POST /pets [diff.request.body.became-required]": "the twin adds a required request body; the 2.0 operation has none",
            "GET /pets/{petId} [diff.response.type-changed]": "the 2.0 example answers one pet with `Pets` (an array); the twin, `Pet`",
        ],
        "petstore-expanded": [
            "[diff.server.base-path.changed]": "the 2.0 example's basePath is /api; the twin's server is /v2",
            "GET /pets [diff.parameter.style-changed]":
                "`tags` is `collectionFormat: csv` (form, explode false); the twin writes `style: form`, whose explode is true",
        ],
        "api-with-examples": [:],
    ]

    static func breakingChanges(_ name: String) throws -> [String] {
        let swagger2 = try Contract(contentsOf: Corpus.file("specs-swagger2/oai-examples/json/\(name).json"))
        let openAPI3 = try Contract(contentsOf: Corpus.file("specs/oai-examples/\(name).json"))
        return SpecDiff(old: swagger2, new: openAPI3).changes.filter { $0.severity == .breaking }.map { change in
            (change.operation.map { "\($0) " } ?? "") + "[\(change.rule)]"
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus), arguments: realChanges.keys.sorted())
    func theMigrationShowsOnlyItsRealChanges(_ name: String) throws {
        #expect(try Self.breakingChanges(name).sorted() == (Self.realChanges[name] ?? [:]).keys.sorted())
    }
}

extension Swagger2MigrationDiffTests {
    /// A 2.0 operation with a JSON body and a response with `minLength: 0` bounds.
    static let swagger2 = """
        {"swagger": "2.0", "info": {"title": "Notes", "version": "1"},
         "paths": {"/notes": {"post": {
           "parameters": [{"name": "note", "in": "body", "schema": {"$ref": "#/definitions/Note"}}],
           "responses": {"200": {"description": "saved", "schema": {"$ref": "#/definitions/Note"}}}}}},
         "definitions": {"Note": {"type": "object", "minProperties": 0,
           "properties": {"text": {"type": "string", "minLength": 0}, "tags": {"type": "array", "minItems": 0, "items": {"type": "string"}}}}}}
        """

    /// `swagger2` as a converter writes it (kin-openapi's `openapi2conv`): `*/*` for a body whose media types 2.0 left
    /// unsaid, and every bound of 0 left out.
    static let converted = """
        {"openapi": "3.0.3", "info": {"title": "Notes", "version": "1"},
         "paths": {"/notes": {"post": {
           "requestBody": {"content": {"*/*": {"schema": {"$ref": "#/components/schemas/Note"}}}},
           "responses": {"200": {"description": "saved", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Note"}}}}}}}},
         "components": {"schemas": {"Note": {"type": "object",
           "properties": {"text": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}}}}}}
        """

    static func changes(_ old: String, _ new: String) throws -> [String] {
        let oldContract = try Contract(data: Data(old.utf8), baseURL: URL(fileURLWithPath: "/tmp/old.json"))
        let newContract = try Contract(data: Data(new.utf8), baseURL: URL(fileURLWithPath: "/tmp/new.json"))
        return SpecDiff(old: oldContract, new: newContract).changes.map(\.description)
    }

    @Test func aBodyMediaTypeCoveredByTheNewRangeAndBoundsOfZeroAreNoChange() throws {
        #expect(try Self.changes(Self.swagger2, Self.converted) == [])
        // Back again: a range narrowed to one media type, and bounds of 0 added, restrict nothing either way but the first.
        #expect(try Self.changes(Self.converted, Self.swagger2).allSatisfy { !$0.contains("minLength") && !$0.contains("minItems") })
    }

    @Test func aBodyMediaTypeNoRangeCoversIsStillRemovedAndARealBoundStillFound() throws {
        let narrowed = Self.converted.replacingOccurrences(of: #""*/*""#, with: #""text/plain""#)
        #expect(try Self.changes(Self.swagger2, narrowed).contains { $0.contains("diff.request.media-type.removed") })
        let bounded = Self.converted.replacingOccurrences(
            of: #"{"type": "string"}, "tags""#, with: #"{"type": "string", "minLength": 1}, "tags""#)
        #expect(try Self.changes(Self.swagger2, bounded).contains { $0.contains("minLength") })
    }
}

extension Swagger2MigrationDiffTests {
    /// Two templates that differ only in a variable's name, written in the other order (as a converter that sorts the
    /// paths writes them): each operation still pairs with its own.
    @Test func templatesThatDifferOnlyInNamesPairWithTheirOwnWhateverTheOrder() throws {
        func spec(_ first: String, _ second: String) -> String {
            func item(_ name: String) -> String {
                #""/v1/{\#(name)}": {"delete": {"parameters": [{"name": "\#(name)", "in": "path", "required": true, "schema": {"type": "string"}}], "responses": {"200": {"description": "gone"}}}}"#
            }
            return #"{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {\#(item(first)), \#(item(second))}}"#
        }
        #expect(try Self.changes(spec("name", "database"), spec("database", "name")) == [])
        #expect(try Self.changes(spec("name", "database"), spec("name", "database")) == [])
    }
}
