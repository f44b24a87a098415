import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// One before/after pair per rule (`Fixtures/base.json` → `Fixtures/<case>.json`), each pinned to the rule id,
/// severity, operation, message, and the pointer and line:column of both sites.
///
/// `Fixtures/base-3.1.json` is the base for what `base.json` has no place for (response headers, array and
/// `allowReserved` query parameters, a deprecated operation, `oneOf`/`anyOf`, `not`, `if`/`then`/`else`), so the
/// positions pinned against `base.json` stay as they were.
@Suite("Diff rules")
struct SpecDiffRuleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let rule: String
        let severity: SpecChange.Severity
        let operation: String?
        let old: (pointer: String, position: String)?
        let new: (pointer: String, position: String)?
        let message: String
        let base: String
        var testDescription: String { fixture }

        init(
            _ fixture: String, _ rule: String, _ severity: SpecChange.Severity, _ operation: String?,
            old: (String, String)?, new: (String, String)?, message: String, base: String = "base"
        ) {
            self.fixture = fixture
            self.base = base
            self.rule = rule
            self.severity = severity
            self.operation = operation
            self.old = old
            self.new = new
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case(
            "operation-added", "diff.operation.added", .info, "PUT /pets/{petId}",
            old: nil, new: ("/paths/~1pets~1{petId}/put", "145:7"),
            message: "operation added"),
        Case(
            "operation-removed", "diff.operation.removed", .breaking, "DELETE /pets/{petId}",
            old: ("/paths/~1pets~1{petId}/delete", "137:7"), new: ("/paths/~1pets~1{petId}", "96:5"),
            message: "operation removed; the path still has other methods"),
        Case(
            "parameter-became-required", "diff.parameter.became-required", .breaking, "GET /pets",
            old: ("/paths/~1pets/get/parameters/0", "17:11"), new: ("/paths/~1pets/get/parameters/0", "17:11"),
            message: "query parameter 'limit' became required"),
        Case(
            "parameter-format-changed", "diff.parameter.type-changed", .breaking, "GET /pets/{petId}",
            old: ("/paths/~1pets~1{petId}/parameters/0/schema", "102:11"), new: ("/paths/~1pets~1{petId}/parameters/0/schema", "102:11"),
            message: "path parameter 'petId' type changed from string to string (uuid)"),
        Case(
            "parameter-location-changed", "diff.parameter.location-changed", .breaking, "GET /pets",
            old: ("/paths/~1pets/get/parameters/1", "27:11"), new: ("/paths/~1pets/get/parameters/1", "27:11"),
            message: "header parameter 'X-Request-Id' moved to query"),
        Case(
            "parameter-removed", "diff.parameter.removed", .warning, "GET /pets",
            old: ("/paths/~1pets/get/parameters/1", "27:11"), new: ("/paths/~1pets/get", "14:7"),
            message: "header parameter 'X-Request-Id' was removed"),
        Case(
            "parameter-renamed", "diff.parameter.renamed", .breaking, "GET /pets",
            old: ("/paths/~1pets/get/parameters/0", "17:11"), new: ("/paths/~1pets/get/parameters/0", "17:11"),
            message: "query parameter 'limit' was renamed to 'max'"),
        Case(
            "parameter-required-added", "diff.parameter.required.added", .breaking, "GET /pets",
            old: ("/paths/~1pets/get", "14:7"), new: ("/paths/~1pets/get/parameters/2", "34:11"),
            message: "new required header parameter 'X-Tenant'"),
        Case(
            "parameter-type-changed", "diff.parameter.type-changed", .breaking, "GET /pets",
            old: ("/paths/~1pets/get/parameters/0/schema", "20:13"), new: ("/paths/~1pets/get/parameters/0/schema", "20:13"),
            message: "query parameter 'limit' type changed from integer (int32) to string (int32)"),
        Case(
            "path-removed", "diff.path.removed", .breaking, "GET /pets/{petId}",
            old: ("/paths/~1pets~1{petId}/get", "107:7"), new: ("/paths", "12:3"),
            message: "operation removed with its whole path"),
        Case(
            "request-additional-properties-closed", "diff.request.constraint.tightened", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet", "199:7"), new: ("/components/schemas/NewPet/additionalProperties", "225:9"),
            message: "request body (application/json) no longer allows additional properties"),
        Case(
            "request-body-became-required", "diff.request.body.became-required", .breaking, "POST /pets",
            old: ("/paths/~1pets/post/requestBody", "58:9"), new: ("/paths/~1pets/post/requestBody", "58:9"),
            message: "request body became required"),
        Case(
            "request-enum-value-removed", "diff.request.enum-value.removed", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet/properties/status/enum", "214:13"),
            new: ("/components/schemas/NewPet/properties/status/enum", "214:13"),
            message: "request body (application/json) property 'status' no longer accepts enum value \"pending\""),
        Case(
            "request-max-length-lowered", "diff.request.constraint.tightened", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet/properties/name", "205:11"),
            new: ("/components/schemas/NewPet/properties/name/maxLength", "207:13"),
            message: "request body (application/json) property 'name' maxLength lowered from 100 to 50"),
        Case(
            "request-media-type-removed", "diff.request.media-type.removed", .breaking, "POST /pets",
            old: ("/paths/~1pets/post/requestBody/content/application~1xml", "65:13"),
            new: ("/paths/~1pets/post/requestBody/content", "59:11"),
            message: "request media type 'application/xml' is no longer accepted"),
        Case(
            "request-minimum-raised", "diff.request.constraint.tightened", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet/properties/age", "220:11"),
            new: ("/components/schemas/NewPet/properties/age/minimum", "222:13"),
            message: "request body (application/json) property 'age' minimum raised from 0 to 1"),
        Case(
            "request-pattern-added", "diff.request.constraint.tightened", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet/properties/tag", "209:11"),
            new: ("/components/schemas/NewPet/properties/tag/pattern", "211:13"),
            message: "request body (application/json) property 'tag' now must match pattern '^[a-z]+$'"),
        Case(
            "request-property-became-required", "diff.request.property.became-required", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet", "199:7"), new: ("/components/schemas/NewPet/required", "201:9"),
            message: "request body (application/json) property 'tag' became required"),
        Case(
            "request-property-removed", "diff.request.property.removed", .warning, "POST /pets",
            old: ("/components/schemas/NewPet/properties/tag", "209:11"), new: ("/components/schemas/NewPet/properties", "204:9"),
            message: "request body (application/json) property 'tag' was removed"),
        Case(
            "request-type-changed", "diff.request.type-changed", .breaking, "POST /pets",
            old: ("/components/schemas/NewPet/properties/age", "220:11"), new: ("/components/schemas/NewPet/properties/age", "220:11"),
            message: "request body (application/json) property 'age' type changed from integer to string"),
        Case(
            "response-became-nullable", "diff.response.became-nullable", .breaking, "GET /pets",
            old: ("/components/schemas/Pet/properties/tag", "170:11"), new: ("/components/schemas/Pet/properties/tag", "170:11"),
            message: "response 200 (application/json) property '[].tag' became nullable"),
        Case(
            "response-enum-value-added", "diff.response.enum-value.added", .breaking, "GET /pets",
            old: ("/components/schemas/Pet/properties/status/enum", "175:13"),
            new: ("/components/schemas/Pet/properties/status/enum", "175:13"),
            message: "response 200 (application/json) property '[].status' may now be enum value \"pending\""),
        Case(
            "response-media-type-removed", "diff.response.media-type.removed", .breaking, "GET /pets/{petId}",
            old: ("/paths/~1pets~1{petId}/get/responses/200/content/application~1xml", "118:15"),
            new: ("/paths/~1pets~1{petId}/get/responses/200", "110:11"),
            message: "response 200 no longer has media type 'application/xml'"),
        Case(
            "response-property-became-optional", "diff.response.property.became-optional", .breaking, "GET /pets",
            old: ("/components/schemas/Pet/required", "158:9"), new: ("/components/schemas/Pet/properties/name", "166:11"),
            message: "response 200 (application/json) property '[].name' became optional"),
        Case(
            "response-property-removed", "diff.response.property.removed", .breaking, "GET /pets",
            old: ("/components/schemas/Pet/properties/tag", "170:11"), new: ("/components/schemas/Pet/properties", "162:9"),
            message: "response 200 (application/json) property '[].tag' was removed"),
        Case(
            "response-status-removed", "diff.response.status.removed", .breaking, "POST /pets",
            old: ("/paths/~1pets/post/responses/400", "83:11"), new: ("/paths/~1pets/post/responses", "72:9"),
            message: "response 400 is no longer declared"),
        Case(
            "response-type-changed", "diff.response.type-changed", .breaking, "GET /pets",
            old: ("/components/schemas/Pet/properties/id", "163:11"), new: ("/components/schemas/Pet/properties/id", "163:11"),
            message: "response 200 (application/json) property '[].id' type changed from integer (int64) to string (int64)"),
        Case(
            "security-requirement-added", "diff.security.requirement.added", .breaking, "GET /pets",
            old: ("/paths/~1pets/get", "14:7"), new: ("/paths/~1pets/get/security", "50:9"),
            message: "security none no longer suffices; now required: api_key"),
        Case(
            "security-scheme-changed", "diff.security.scheme.changed", .breaking, nil,
            old: ("/components/securitySchemes/api_key", "149:7"), new: ("/components/securitySchemes/api_key", "149:7"),
            message: "security scheme 'api_key' changed from apiKey 'X-API-Key' in header to apiKey 'X-Key' in header"),
        Case(
            "server-base-path-changed", "diff.server.base-path.changed", .breaking, nil,
            old: ("/servers", "7:3"), new: ("/servers", "7:3"),
            message: "server base path '/v1' is gone; the servers now use '/v2'"),
        Case(
            "response-header-removed", "diff.response.header.removed", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/responses/200/headers/X-Next-Page", "42:15"),
            new: ("/paths/~1orders/get/responses/200/headers", "34:13"),
            message: "response 200 header 'X-Next-Page' is no longer declared", base: "base-3.1"),
        Case(
            "response-header-became-optional", "diff.response.header.became-optional", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit/required", "36:17"),
            new: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit", "35:15"),
            message: "response 200 header 'X-Rate-Limit' became optional", base: "base-3.1"),
        Case(
            "response-header-type-changed", "diff.response.header.type-changed", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit/schema", "37:17"),
            new: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit/schema", "37:17"),
            message: "response 200 header 'X-Rate-Limit' type changed from integer to number", base: "base-3.1"),
        Case(
            "operation-deprecated", "diff.operation.deprecated", .warning, "GET /orders/{orderId}",
            old: ("/paths/~1orders~1{orderId}/get", "99:7"), new: ("/paths/~1orders~1{orderId}/get/deprecated", "101:9"),
            message: "operation is now deprecated", base: "base-3.1"),
        Case(
            "deprecated-operation-removed", "diff.operation.removed", .breaking, "DELETE /orders/{orderId}",
            old: ("/paths/~1orders~1{orderId}/delete", "114:7"), new: ("/paths/~1orders~1{orderId}", "88:5"),
            message: "deprecated operation removed; the path still has other methods", base: "base-3.1"),
        Case(
            "parameter-deprecated", "diff.parameter.deprecated", .warning, "GET /orders",
            old: ("/paths/~1orders/get/parameters/1", "22:11"), new: ("/paths/~1orders/get/parameters/1", "22:11"),
            message: "query parameter 'cursor' is now deprecated", base: "base-3.1"),
        Case(
            "parameter-style-changed", "diff.parameter.style-changed", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/parameters/0", "12:11"), new: ("/paths/~1orders/get/parameters/0", "12:11"),
            message: "query parameter 'status' style changed from form to pipeDelimited and explode from true to false", base: "base-3.1"),
        Case(
            "parameter-explode-changed", "diff.parameter.style-changed", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/parameters/0", "12:11"), new: ("/paths/~1orders/get/parameters/0", "12:11"),
            message: "query parameter 'status' explode changed from true to false", base: "base-3.1"),
        Case(
            "path-parameter-style-changed", "diff.parameter.style-changed", .breaking, "GET /orders/{orderId}",
            old: ("/paths/~1orders~1{orderId}/parameters/0", "90:9"), new: ("/paths/~1orders~1{orderId}/parameters/0", "90:9"),
            message: "path parameter 'orderId' style changed from simple to label", base: "base-3.1"),
        Case(
            "parameter-allow-reserved-disabled", "diff.parameter.allow-reserved.disabled", .warning, "GET /orders",
            old: ("/paths/~1orders/get/parameters/1", "22:11"), new: ("/paths/~1orders/get/parameters/1", "22:11"),
            message: "query parameter 'cursor' no longer allows reserved characters unencoded (allowReserved is now false)",
            base: "base-3.1"),
        Case(
            "response-max-length-raised", "diff.response.constraint.loosened", .breaking, "GET /orders",
            old: ("/components/schemas/Order/properties/id/maxLength", "136:13"),
            new: ("/components/schemas/Order/properties/id/maxLength", "136:13"),
            message: "response 200 (application/json) property '[].id' maxLength raised from 36 to 64", base: "base-3.1"),
        Case(
            "response-maximum-removed", "diff.response.constraint.loosened", .breaking, "GET /orders",
            old: ("/components/schemas/Order/properties/quantity/maximum", "141:13"),
            new: ("/components/schemas/Order/properties/quantity", "138:11"),
            message: "response 200 (application/json) property '[].quantity' no longer has maximum 100", base: "base-3.1"),
        Case(
            "response-header-maximum-raised", "diff.response.constraint.loosened", .breaking, "GET /orders",
            old: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit/schema/maximum", "39:19"),
            new: ("/paths/~1orders/get/responses/200/headers/X-Rate-Limit/schema/maximum", "39:19"),
            message: "response 200 header 'X-Rate-Limit' maximum raised from 5000 to 10000", base: "base-3.1"),
        Case(
            "request-alternative-removed", "diff.request.alternative.removed", .breaking, "POST /orders",
            old: ("/components/schemas/NewOrder/properties/payment/anyOf", "173:13"),
            new: ("/components/schemas/NewOrder/properties/payment/anyOf", "173:13"),
            message: "request body (application/json) property 'payment' lost 1 anyOf alternative (now 1, was 2)", base: "base-3.1"),
        Case(
            "response-alternative-added", "diff.response.alternative.added", .breaking, "GET /orders",
            old: ("/components/schemas/Order/properties/payment/oneOf", "144:13"),
            new: ("/components/schemas/Order/properties/payment/oneOf", "144:13"),
            message: "response 200 (application/json) property '[].payment' gained 1 oneOf alternative (now 3, was 2)", base: "base-3.1"),
        Case(
            "request-condition-changed", "diff.request.condition.changed", .warning, "POST /orders",
            old: ("/components/schemas/NewOrder/properties/delivery/then", "203:13"),
            new: ("/components/schemas/NewOrder/properties/delivery/then", "203:13"),
            message: "request body (application/json) property 'delivery' has a different if/then/else", base: "base-3.1"),
        Case(
            "request-not-added", "diff.request.constraint.tightened", .breaking, "POST /orders",
            old: ("/components/schemas/NewOrder/properties/quantity", "168:11"),
            new: ("/components/schemas/NewOrder/properties/quantity/not", "171:13"),
            message: "request body (application/json) property 'quantity' now has a 'not' schema", base: "base-3.1"),
        Case(
            "response-not-removed", "diff.response.constraint.loosened", .breaking, "GET /orders",
            old: ("/components/schemas/Order/properties/note/not", "155:13"), new: ("/components/schemas/Order/properties/note", "153:11"),
            message: "response 200 (application/json) property '[].note' no longer has a 'not' schema", base: "base-3.1"),
        Case(
            "response-condition-changed", "diff.response.condition.changed", .warning, "GET /orders",
            old: ("/components/schemas/Order/properties/note/not", "155:13"),
            new: ("/components/schemas/Order/properties/note/not", "155:13"),
            message: "response 200 (application/json) property '[].note' has a different 'not' schema", base: "base-3.1"),
    ]

    /// The diff of `<base>.json` → `<fixture>.json`, located as `contractstub diff` locates it: through the locators
    /// the command line's loads keep.
    static func changes(to fixture: String, from base: String = "base") throws -> [SpecChange] {
        func load(_ name: String) throws -> Contract {
            try Contract(contentsOf: fixtures.appendingPathComponent(name + ".json"), allowedRefRoots: [], acceptingRemoteReferences: true)
        }
        let (old, new) = (try load(base), try load(fixture))
        return SpecDiff.locate(SpecDiff(old: old, new: new).changes, keptBy: [old, new])
    }

    @Test(arguments: cases)
    func reportsItsChange(_ testCase: Case) throws {
        let changes = try Self.changes(to: testCase.fixture, from: testCase.base)
        let change = try #require(changes.first, "no change found")
        #expect(change.rule == testCase.rule)
        #expect(change.severity == testCase.severity)
        #expect(change.operation?.description == testCase.operation)
        #expect(change.message == testCase.message)
        #expect(change.old?.location.pointer.description == testCase.old?.pointer)
        #expect(change.old?.position?.description == testCase.old?.position)
        #expect(change.new?.location.pointer.description == testCase.new?.pointer)
        #expect(change.new?.position?.description == testCase.new?.position)
        #expect(changes.allSatisfy { $0.rule == testCase.rule }, "only \(testCase.rule) expected: \(changes)")
    }

    @Test func everyRuleHasACase() {
        let covered = Set(Self.cases.map(\.rule)).union(SchemaKeywordDiffTests.coveredRules).union(OperationLevelDiffTests.coveredRules)
            .union(LifecycleDiffTests.coveredRules)
        let missing = SpecDiff.rules.map(\.id).filter { !covered.contains($0) }
        #expect(missing.isEmpty)
        #expect(Set(SpecDiff.rules.map(\.id)).count == SpecDiff.rules.count, "rule ids are unique")
    }

    @Test func sameSpecHasNoChanges() throws {
        #expect(try Self.changes(to: "base").isEmpty)
        #expect(try Self.changes(to: "base-3.1", from: "base-3.1").isEmpty)
    }

    @Test func pathVariableNamesDoNotMatter() throws {
        #expect(try Self.changes(to: "path-variable-renamed").isEmpty)
    }

    @Test func compatibleChangesAreNotReported() throws {
        // int32 → int64 request, looser maximum, fewer required request properties, a new request enum value and
        // media type, fewer response enum values, a response property now required.
        #expect(try Self.changes(to: "compatible-changes").isEmpty)
    }

    @Test func compatibleHeaderParameterAndCompositionChangesAreNotReported() throws {
        // The server promising more (a tighter header bound, a header made required, a new required header, a response
        // with fewer oneOf members, a response `not` and minLength added), a request accepting more (a new anyOf member,
        // its if/then dropped, allowReserved turned on), default styles written out, explode changed on a single value,
        // a header name in another case, and an operation no longer deprecated.
        #expect(try Self.changes(to: "compatible-changes-3.1", from: "base-3.1").isEmpty)
    }

    @Test func aDeprecatedOperationRemovedIsReportedOnceAsARemoval() throws {
        let changes = try Self.changes(to: "deprecated-operation-removed", from: "base-3.1")
        #expect(
            changes.map(\.description) == [
                "breaking: DELETE /orders/{orderId}: deprecated operation removed; the path still has other methods [diff.operation.removed]"
            ])
    }

    @Test func pathParameterStyleIsReportedForEveryOperationOfThePath() throws {
        let changes = try Self.changes(to: "path-parameter-style-changed", from: "base-3.1")
        #expect(
            changes.map(\.summary) == [
                "GET /orders/{orderId}: path parameter 'orderId' style changed from simple to label",
                "DELETE /orders/{orderId}: path parameter 'orderId' style changed from simple to label",
            ])
    }

    @Test func aOneOfThatLostMembersIsNotARemoval() throws {
        // Like a smaller request enum, it is still there: `--format github` annotates it in the new spec.
        let change = try #require(try Self.changes(to: "request-alternative-removed", from: "base-3.1").first)
        #expect(!change.isRemoval)
    }

    @Test func sharedSchemasAreReportedForEveryOperationAndMediaType() throws {
        let changes = try Self.changes(to: "response-property-removed")
        #expect(
            changes.map(\.summary) == [
                "GET /pets: response 200 (application/json) property '[].tag' was removed",
                "POST /pets: response 201 (application/json) property 'tag' was removed",
                "GET /pets/{petId}: response 200 (application/json) property 'tag' was removed",
                "GET /pets/{petId}: response 200 (application/xml) property 'tag' was removed",
            ])
    }
}
