import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// A schema many operations share is walked once when it did not change (``SchemaComparison/UnchangedPairs``); a
/// change inside it is still reported for every operation that reaches it, whatever the order of the walks.
@Suite("Diff: schemas shared by operations")
struct SharedSchemaDiffTests {
    /// `GET /<name>` answering 200 with `schema`.
    static func operation(_ name: String, _ schema: String) -> String {
        #""/\#(name)": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": \#(schema)}}}}}}"#
    }

    static func contract(paths: [String], idType: String) throws -> Contract {
        try EngineFixtures.contract(
            SpecTestSupport.document(
                version: "3.1.0", paths: "{" + paths.joined(separator: ", ") + "}",
                components: ##"""
                    {"schemas": {
                      "Q": {"type": "object", "properties": {"id": {"type": "\##(idType)"}}},
                      "P": {"type": "object", "properties": {"q": {"$ref": "#/components/schemas/Q"}, "name": {"type": "string"}}},
                      "Same": {"type": "object", "properties": {"p": {"$ref": "#/components/schemas/P"}}}
                    }}
                    """##))
    }

    static func changes(_ paths: [String]) throws -> [String] {
        let old = try contract(paths: paths, idType: "integer")
        let new = try contract(paths: paths, idType: "string")
        return SpecDiff(old: old, new: new).changes.map(\.description)
    }

    /// In `GET /a`, `Q` is compared first (under `first`), so under `second` the walk of `P` stops at `Q`, already
    /// compared there: that walk of `P` found nothing, yet `P` changed, so `GET /b`, which reaches `P` below its top, must
    /// still report it.
    @Test func aSchemaWhoseWalkWasCutShortIsWalkedAgainElsewhere() throws {
        let found = try Self.changes([
            Self.operation(
                "a",
                ##"{"type": "object", "properties": {"first": {"$ref": "#/components/schemas/Q"}, "second": {"$ref": "#/components/schemas/P"}}}"##
            ),
            Self.operation("b", ##"{"type": "object", "properties": {"wrap": {"$ref": "#/components/schemas/P"}}}"##),
        ])
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("GET /a:") && $0.contains("first.id") }, "\(found)")
        #expect(found.contains { $0.contains("GET /b:") && $0.contains("wrap.q.id") }, "\(found)")
    }

    /// Every operation that reaches the changed schema reports it, through one level of sharing or two, and the
    /// order of the operations does not matter.
    @Test(arguments: [false, true])
    func everyOperationReachingAChangedSharedSchemaReportsIt(reversed: Bool) throws {
        var paths = [
            Self.operation("p", ##"{"$ref": "#/components/schemas/P"}"##),
            Self.operation("list", ##"{"type": "array", "items": {"$ref": "#/components/schemas/P"}}"##),
            Self.operation("same", ##"{"$ref": "#/components/schemas/Same"}"##),
            Self.operation(
                "twice",
                ##"{"type": "object", "properties": {"x": {"$ref": "#/components/schemas/Same"}, "y": {"$ref": "#/components/schemas/Same"}}}"##
            ),
        ]
        if reversed { paths.reverse() }
        let found = try Self.changes(paths)
        for (operation, field) in [("GET /p:", "q.id"), ("GET /list:", "[].q.id"), ("GET /same:", "p.q.id"), ("GET /twice:", "x.p.q.id")] {
            #expect(found.contains { $0.contains(operation) && $0.contains(field) }, "\(operation) \(field): \(found)")
        }
    }

    /// Nothing changed: nothing reported, however often the schemas are shared.
    @Test func unchangedSharedSchemasReportNothing() throws {
        let paths = [
            Self.operation("p", ##"{"$ref": "#/components/schemas/Same"}"##), Self.operation("q", ##"{"$ref": "#/components/schemas/P"}"##),
        ]
        let spec = try Self.contract(paths: paths, idType: "integer")
        #expect(SpecDiff(old: spec, new: try Self.contract(paths: paths, idType: "integer")).changes.isEmpty)
    }
}
