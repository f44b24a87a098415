import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The per-operation checks run on several threads over runs of operations (``OperationChecks``): whatever the number
/// of threads, every operation's changes are found, once, in the order one thread finds them.
@Suite("Diff: operations compared on several threads")
struct OperationChecksTests {
    /// Operations `/r0` … `/r<count-1>`: every even one answers the shared `Thing`, every odd one an inline object; in
    /// `changed`, `Thing.size` becomes a string, every 7th operation's inline answer loses `name` and every 11th gains a
    /// required query parameter.
    static func contract(count: Int, changed: Bool) throws -> Contract {
        let paths = (0..<count).map { index in
            let schema =
                index % 2 == 0
                ? ##"{"$ref": "#/components/schemas/Thing"}"##
                : (changed && index % 7 == 0
                    ? #"{"type": "object", "properties": {"id": {"type": "integer"}}}"#
                    : #"{"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}"#)
            let parameters =
                changed && index % 11 == 0
                ? #""parameters": [{"name": "q", "in": "query", "required": true, "schema": {"type": "string"}}], "# : ""
            return
                #""/r\#(index)": {"get": {\#(parameters)"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": \#(schema)}}}}}}"#
        }
        let size = changed ? "string" : "integer"
        return try EngineFixtures.contract(
            SpecTestSupport.document(
                paths: "{" + paths.joined(separator: ", ") + "}",
                components: #"{"schemas": {"Thing": {"type": "object", "properties": {"size": {"type": "\#(size)"}}}}}"#))
    }

    /// What each operation must report, in operation order, parameters before responses (check order).
    static func expected(count: Int) -> [String] {
        (0..<count).flatMap { index -> [String] in
            var rules: [String] = []
            if index % 11 == 0 { rules.append("/r\(index) \(DiffRule.parameterRequiredAdded.id)") }
            if index % 2 == 0 { rules.append("/r\(index) \(DiffRule.responseTypeChanged.id)") }
            if index % 2 == 1, index % 7 == 0 { rules.append("/r\(index) \(DiffRule.responsePropertyRemoved.id)") }
            return rules
        }
    }

    static func summary(_ changes: [SpecChange]) -> [String] {
        changes.map { "\($0.operation?.path ?? "-") \($0.rule)" }
    }

    /// More operations than one thread takes (``OperationChecks/pairsPerThread``): the whole diff reports each change.
    @Test func aLargeDiffReportsEveryOperationsChangesInOrder() throws {
        let count = OperationChecks.pairsPerThread * 2 + 37
        let diff = SpecDiff(old: try Self.contract(count: count, changed: false), new: try Self.contract(count: count, changed: true))
        #expect(Self.summary(diff.changes) == Self.expected(count: count))
    }

    /// One, two, three or more threads than pairs: the same changes, message for message.
    @Test(arguments: [2, 3, 1000])
    func theThreadCountChangesNothing(threads: Int) throws {
        let count = 300
        let context = DiffContext(
            old: try Self.contract(count: count, changed: false), new: try Self.contract(count: count, changed: true),
            policy: LifecyclePolicy(secondsSince1970: 0))
        let oneThread = OperationChecks.run(SpecDiff.checks, over: context, threads: 1)
        let several = OperationChecks.run(SpecDiff.checks, over: context, threads: threads)
        #expect(several.map { $0.map(\.description) } == oneThread.map { $0.map(\.description) })
        #expect(oneThread.joined().count == Self.expected(count: count).count)
    }
}
