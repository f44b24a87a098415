import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Deprecation, `x-sunset` dates and `x-stability-level`, judged on a fixed day (2026-06-01) so results do not depend
/// on when the tests run.
@Suite("Diff: deprecation, sunset and stability")
struct LifecycleDiffTests {
    /// 2026-06-01T00:00:00Z.
    static let today = 1_780_272_000.0
    static let policy = LifecyclePolicy(secondsSince1970: today)
    static let strict = LifecyclePolicy(secondsSince1970: today, deprecationDays: 90)

    static func contract(get: String?, parameter: String = "", property: String = "") throws -> Contract {
        let parameters = #""parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}\#(parameter)}]"#
        let body =
            #""requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"a": {"type": "string"\#(property)}}}}}}"#
        let post = #""post": {\#(parameters), \#(body), "responses": {"200": {"description": "ok"}}}"#
        let getMember = get.map { #", "get": {"responses": {"200": {"description": "ok"}}\#($0)}"# } ?? ""
        return try EngineFixtures.contract(version: "3.1.0", paths: #"{"/x": {\#(post)\#(getMember)}}"#)
    }

    static func rules(_ old: Contract, _ new: Contract, policy: LifecyclePolicy = policy) -> [String] {
        SpecDiff(old: old, new: new, policy: policy).changes.map(\.rule)
    }

    @Test func sunsetDatesReadAndPrint() {
        #expect(SunsetDate("2026-06-01")?.description == "2026-06-01")
        #expect(SunsetDate("2026-06-01T12:00:00Z") == SunsetDate("2026-06-01"))
        #expect(SunsetDate(secondsSince1970: Self.today) == SunsetDate("2026-06-01"))
        #expect(SunsetDate("1970-01-01")?.day == 0)
        #expect(SunsetDate("2024-02-29")?.adding(days: 1).description == "2024-03-01")
        #expect(SunsetDate("June 1st") == nil)
        #expect(SunsetDate("2026-13-01") == nil)
    }

    @Test func anOperationRemovedBeforeItsSunsetBreaksAndAfterItDoesNot() throws {
        let remaining = try Self.contract(get: nil)
        let future = try Self.contract(get: #", "deprecated": true, "x-sunset": "2026-12-31""#)
        let past = try Self.contract(get: #", "deprecated": true, "x-sunset": "2026-01-31""#)
        let undeprecated = try Self.contract(get: "")
        #expect(Self.rules(future, remaining) == ["diff.operation.removed-before-sunset"])
        #expect(Self.rules(past, remaining) == ["diff.operation.retired"])
        #expect(Self.rules(undeprecated, remaining) == ["diff.operation.removed"])
        #expect(SpecDiff(old: past, new: remaining, policy: Self.policy).changes.allSatisfy { $0.severity == .info && $0.isRemoval })
    }

    @Test func aSunsetDeletedOrMovedEarlierBreaksAndMovedLaterDoesNot() throws {
        let december = try Self.contract(get: #", "deprecated": true, "x-sunset": "2026-12-31""#)
        let september = try Self.contract(get: #", "deprecated": true, "x-sunset": "2026-09-30""#)
        let noDate = try Self.contract(get: #", "deprecated": true"#)
        #expect(Self.rules(december, september) == ["diff.sunset.changed"])
        #expect(Self.rules(december, noDate) == ["diff.sunset.changed"])
        #expect(Self.rules(september, december).isEmpty)
    }

    @Test func deprecationDaysRequireEnoughNotice() throws {
        let plain = try Self.contract(get: "")
        let soon = try Self.contract(get: #", "deprecated": true, "x-sunset": "2026-07-01""#)
        let late = try Self.contract(get: #", "deprecated": true, "x-sunset": "2027-01-01""#)
        let noDate = try Self.contract(get: #", "deprecated": true"#)
        #expect(Self.rules(plain, soon, policy: Self.strict) == ["diff.operation.deprecated", "diff.sunset.too-soon"])
        #expect(Self.rules(plain, noDate, policy: Self.strict) == ["diff.operation.deprecated", "diff.sunset.too-soon"])
        #expect(Self.rules(plain, late, policy: Self.strict) == ["diff.operation.deprecated"])
        #expect(Self.rules(plain, soon) == ["diff.operation.deprecated"])
    }

    @Test func unreadableSunsetsAndStabilityLevelsAreReported() throws {
        let plain = try Self.contract(get: "")
        let badDate = try Self.contract(get: #", "deprecated": true, "x-sunset": "next year""#)
        let badLevel = try Self.contract(get: #", "x-stability-level": "gamma""#)
        #expect(Self.rules(plain, badDate) == ["diff.operation.deprecated", "diff.lifecycle.invalid"])
        #expect(Self.rules(plain, badLevel) == ["diff.lifecycle.invalid"])
        #expect(Self.rules(badLevel, badLevel).isEmpty)
    }

    @Test func stabilityMayRiseButNotFall() throws {
        let beta = try Self.contract(get: #", "x-stability-level": "beta""#)
        let stable = try Self.contract(get: #", "x-stability-level": "stable""#)
        let unmarked = try Self.contract(get: "")
        #expect(Self.rules(stable, beta) == ["diff.stability.decreased"])
        #expect(Self.rules(unmarked, beta) == ["diff.stability.decreased"])
        #expect(Self.rules(beta, stable).isEmpty)
        let betaProperty = try Self.contract(get: nil, property: #", "x-stability-level": "beta""#)
        let stableProperty = try Self.contract(get: nil, property: #", "x-stability-level": "stable""#)
        #expect(Self.rules(stableProperty, betaProperty) == ["diff.stability.decreased"])
        #expect(Self.rules(betaProperty, stableProperty).isEmpty)
    }

    @Test func aParameterRemovedBeforeItsSunsetBreaks() throws {
        let future = try Self.contract(get: nil, parameter: #", "deprecated": true, "x-sunset": "2026-12-31""#)
        let past = try Self.contract(get: nil, parameter: #", "deprecated": true, "x-sunset": "2026-01-31""#)
        let withoutParameter = try EngineFixtures.contract(
            version: "3.1.0",
            paths:
                #"{"/x": {"post": {"requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"a": {"type": "string"}}}}}}, "responses": {"200": {"description": "ok"}}}}}"#
        )
        #expect(Self.rules(future, withoutParameter) == ["diff.parameter.removed-before-sunset"])
        #expect(Self.rules(past, withoutParameter) == ["diff.parameter.removed"])
        let earlier = try Self.contract(get: nil, parameter: #", "deprecated": true, "x-sunset": "2026-09-30""#)
        #expect(Self.rules(future, earlier) == ["diff.sunset.changed"])
    }

    static let coveredRules: Set<String> = [
        "diff.operation.removed-before-sunset", "diff.operation.retired", "diff.parameter.removed-before-sunset", "diff.sunset.changed",
        "diff.sunset.too-soon", "diff.lifecycle.invalid", "diff.stability.decreased",
    ]
}
