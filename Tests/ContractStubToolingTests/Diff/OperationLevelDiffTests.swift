import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Request bodies removed, media-type schemas added or removed, a success status left to `default`, parameter
/// defaults and webhooks: each change and its compatible twin.
@Suite("Diff: bodies, statuses, defaults and webhooks")
struct OperationLevelDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The operation `POST /x` (its JSON members) in the old and the new spec.
        let old: String
        let new: String
        let rules: [String]
        var testDescription: String { name }
    }

    static let ok = #""responses": {"200": {"description": "ok"}}"#
    static let body = #""requestBody": {"content": {"application/json": {"schema": {"type": "object"}}}}"#
    static let noSchema = #""requestBody": {"content": {"application/json": {}}}"#
    static func parameter(_ extra: String) -> String {
        #""parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer"\#(extra)}}]"#
    }
    static func response(_ key: String, schema: Bool = true) -> String {
        let content = schema ? #"{"application/json": {"schema": {"type": "object"}}}"# : #"{"application/json": {}}"#
        return #""responses": {"\#(key)": {"description": "r", "content": \#(content)}}"#
    }

    static let cases: [Case] = [
        Case(name: "request body removed", old: "\(body), \(ok)", new: ok, rules: ["diff.request.body.removed"]),
        Case(name: "request body added (optional)", old: ok, new: "\(body), \(ok)", rules: []),
        Case(
            name: "request media type schema added", old: "\(noSchema), \(ok)", new: "\(body), \(ok)",
            rules: ["diff.request.media-type.schema-added"]),
        Case(name: "request media type schema removed", old: "\(body), \(ok)", new: "\(noSchema), \(ok)", rules: []),
        Case(
            name: "response media type schema removed", old: response("200"), new: response("200", schema: false),
            rules: ["diff.response.media-type.schema-removed"]),
        Case(name: "response media type schema added", old: response("200", schema: false), new: response("200"), rules: []),
        Case(
            name: "success status left to default", old: response("200"), new: response("default"), rules: ["diff.response.status.removed"]),
        Case(name: "success status covered by 2XX", old: response("200"), new: response("2XX"), rules: []),
        Case(name: "error status left to default", old: response("404"), new: response("default"), rules: []),
        Case(
            name: "parameter default added", old: "\(parameter("")), \(ok)", new: #"\#(parameter(#", "default": 10"#)), \#(ok)"#,
            rules: ["diff.parameter.default.changed"]),
        Case(
            name: "parameter default changed", old: #"\#(parameter(#", "default": 10"#)), \#(ok)"#,
            new: #"\#(parameter(#", "default": 20"#)), \#(ok)"#, rules: ["diff.parameter.default.changed"]),
        Case(
            name: "parameter default unchanged", old: #"\#(parameter(#", "default": 10"#)), \#(ok)"#,
            new: #"\#(parameter(#", "default": 10"#)), \#(ok)"#, rules: []),
    ]

    static var coveredRules: Set<String> { Set(cases.flatMap(\.rules)).union(["diff.webhook.removed"]) }

    static func contract(_ operation: String, webhooks: String = "{}") throws -> Contract {
        try EngineFixtures.contract(
            #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/x": {"post": {\#(operation)}}}, "webhooks": \#(webhooks)}"#
        )
    }

    @Test(arguments: cases)
    func reportsItsRules(_ testCase: Case) throws {
        let changes = SpecDiff(old: try Self.contract(testCase.old), new: try Self.contract(testCase.new)).changes
        #expect(changes.map(\.rule) == testCase.rules)
    }

    @Test func webhookRemovedIsBreakingAndAddedIsNot() throws {
        let hook = #"{"newPet": {"post": {"responses": {"200": {"description": "ok"}}}}}"#
        let withHook = try Self.contract(Self.ok, webhooks: hook)
        let without = try Self.contract(Self.ok)
        let removed = SpecDiff(old: withHook, new: without).changes
        #expect(removed.map(\.rule) == ["diff.webhook.removed"])
        #expect(removed.first?.message == "webhook 'newPet' (POST) was removed")
        #expect(SpecDiff(old: without, new: withHook).changes.isEmpty)
    }
}
