import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Pact semantics on hand-written pacts: v2 flat rule paths and v1.1, subsets, widening matchers, array bounds.
@Suite("Pact semantics")
struct PactSemanticsTests {
    static let contract = PactFixtureTests.contract

    /// The codes and instance pointers found in a pact made of `interactions` (JSON text) at `version`.
    static func findings(_ interactions: String, version: String = "3.0.0") throws -> [String] {
        let text = """
            {"consumer": {"name": "c"}, "provider": {"name": "p"}, "interactions": [\(interactions)],
             "metadata": {"pactSpecification": {"version": "\(version)"}}}
            """
        let pact = try PactFile.read(Data(text.utf8))
        var result = TrafficVerification(contract: contract, limit: .max)
        PactVerifier(contract: contract).check(pact, file: "p.json", into: &result)
        return result.findings.map { "\($0.diagnostic.code) \($0.diagnostic.instancePointer?.description ?? "")" }
    }

    static func pet(_ body: String, rules: String = "{}", version: String = "3.0.0") throws -> [String] {
        try findings(
            """
            {"description": "d", "request": {"method": "GET", "path": "/pets/1"},
             "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": \(body), "matchingRules": \(rules)}}
            """, version: version)
    }

    @Test func aSubsetOfTheResponseIsFine() throws {
        #expect(try Self.pet(#"{"name": "Rex"}"#) == [])
    }

    @Test func anUndeclaredPropertyIsAnErrorEvenNested() throws {
        #expect(try Self.pet(#"{"name": "Rex", "owner": {"id": 1}}"#) == ["pact.response.property.undeclared /body/owner"])
    }

    @Test func withoutARuleTheExampleMustFitTheSpec() throws {
        #expect(try Self.pet(#"{"name": "rex"}"#) == ["schema.pattern /body/name"])
    }

    @Test func aTypeRuleWidensTheExampleInV3AndV2() throws {
        #expect(try Self.pet(#"{"name": "rex"}"#, rules: #"{"body": {"$.name": {"matchers": [{"match": "type"}]}}}"#) == [])
        #expect(try Self.pet(#"{"name": "rex"}"#, rules: #"{"$.body.name": {"match": "type"}}"#, version: "2.0.0") == [])
        // A wrong type stays wrong under a type rule.
        #expect(
            try Self.pet(#"{"name": 5}"#, rules: #"{"$.body.name": {"match": "type"}}"#, version: "2.0.0") == ["schema.type /body/name"])
    }

    @Test func rulesCascadeToChildrenAndTheClosestWins() throws {
        let rules = #"{"body": {"$": {"matchers": [{"match": "type"}]}, "$.name": {"matchers": [{"match": "equality"}]}}}"#
        #expect(try Self.pet(#"{"name": "rex", "status": "lost"}"#, rules: rules) == ["schema.pattern /body/name"])
    }

    @Test func regexAndIncludeMustMatchTheirExample() throws {
        let rules =
            #"{"body": {"$.name": {"matchers": [{"match": "regex", "regex": "[A-Z][a-z]+"}]}, "$.photoUrl": {"matchers": [{"match": "include", "value": "https"}]}}}"#
        #expect(
            try Self.pet(#"{"name": "Rex1", "photoUrl": "http://x"}"#, rules: rules) == [
                "schema.pattern /body/name", "pact.matcher.mismatch /body/name", "pact.matcher.mismatch /body/photoUrl",
            ])
    }

    @Test func orRulesNeedOneMatcherToFit() throws {
        let either =
            #"{"body": {"$.name": {"combine": "OR", "matchers": [{"match": "regex", "regex": "[0-9]+"}, {"match": "include", "value": "R"}]}}}"#
        #expect(try Self.pet(#"{"name": "Rex"}"#, rules: either) == [])
        let both = either.replacingOccurrences(of: "OR", with: "AND")
        #expect(try Self.pet(#"{"name": "Rex"}"#, rules: both) == ["pact.matcher.mismatch /body/name"])
    }

    @Test func headerQueryAndPathRulesMustMatchTheirExamples() throws {
        let request = """
            {"description": "d", "request": {"method": "GET", "path": "/pets", "query": {"limit": ["5"]}, "headers": {"Accept": "text/html"},
             "matchingRules": {"query": {"limit": {"matchers": [{"match": "regex", "regex": "[0-9]"}]}},
                               "header": {"Accept": {"matchers": [{"match": "regex", "regex": "application/.*"}]}},
                               "path": {"matchers": [{"match": "regex", "regex": "/pets"}]}}},
             "response": {"status": 200}}
            """
        #expect(try Self.findings(request) == ["pact.matcher.mismatch /header/Accept"])
    }

    @Test func arrayBoundsAreIncompatibleOnlyWhenNoLengthFitsBoth() throws {
        // tags: minItems 1, maxItems 5; owners: maxItems 1 (any number from 0).
        let within = try Self.pet(
            #"{"tags": ["a"]}"#, rules: #"{"body": {"$.tags": {"matchers": [{"match": "type", "min": 1, "max": 5}]}}}"#)
        #expect(within == [])
        let narrower = try Self.pet(
            #"{"tags": ["a"]}"#, rules: #"{"body": {"$.tags": {"matchers": [{"match": "type", "min": 2, "max": 3}]}}}"#)
        #expect(narrower == [])
        let eachLike = try Self.pet(#"{"owners": ["Ann"]}"#, rules: #"{"body": {"$.owners": {"matchers": [{"match": "type", "min": 1}]}}}"#)
        #expect(eachLike == [])
        let tooMany = try Self.pet(#"{"owners": ["Ann"]}"#, rules: #"{"body": {"$.owners": {"matchers": [{"match": "type", "min": 2}]}}}"#)
        #expect(tooMany == ["pact.matcher.incompatible /body/owners"])
        let tooFew = try Self.pet(#"{"tags": ["a"]}"#, rules: #"{"body": {"$.tags": {"matchers": [{"match": "type", "max": 0}]}}}"#)
        #expect(tooFew == ["pact.matcher.incompatible /body/tags"])
    }

    @Test func numberKindsFollowThePactSpecification() throws {
        #expect(try Self.pet(#"{"price": 1.5}"#, rules: #"{"body": {"$.price": {"matchers": [{"match": "decimal"}]}}}"#) == [])
        #expect(try Self.pet(#"{"price": 1}"#, rules: #"{"body": {"$.price": {"matchers": [{"match": "number"}]}}}"#) == [])
        // The consumer expecting integers where the spec allows any number is no conflict; a string field is.
        let integerPrice = try Self.pet(#"{"price": 12}"#, rules: #"{"body": {"$.price": {"matchers": [{"match": "integer"}]}}}"#)
        #expect(integerPrice == [])
        let integerSku = try Self.pet(#"{"sku": 12}"#, rules: #"{"body": {"$.sku": {"matchers": [{"match": "integer"}]}}}"#)
        #expect(integerSku == ["schema.type /body/sku", "pact.matcher.incompatible /body/sku"])
        #expect(
            try Self.pet(#"{"id": 1.5}"#, rules: #"{"body": {"$.id": {"matchers": [{"match": "decimal"}]}}}"#) == [
                "schema.type /body/id", "pact.matcher.incompatible /body/id",
            ])
        #expect(
            try Self.pet(#"{"vaccinated": "yes"}"#, rules: #"{"body": {"$.vaccinated": {"matchers": [{"match": "boolean"}]}}}"#) == [
                "schema.type /body/vaccinated", "pact.matcher.mismatch /body/vaccinated",
            ])
    }

    @Test func v1PactsAreReadWithAStringQueryAndState() throws {
        let found = try Self.findings(
            #"{"description": "d", "providerState": "s", "request": {"method": "get", "path": "/pets", "query": "limit=0"}, "response": {"status": 200}}"#,
            version: "1.1.0")
        #expect(found == ["schema.minimum /query/limit"])
    }

    @Test func anUndeclaredStatusAndAnUnknownRouteAreErrors() throws {
        #expect(
            try Self.findings(#"{"description": "d", "request": {"method": "GET", "path": "/pets/1"}, "response": {"status": 500}}"#)
                == ["response.status.undeclared /status"])
        let unknown = try Self.findings(
            #"{"description": "d", "request": {"method": "GET", "path": "/owners"}, "response": {"status": 200}}"#)
        #expect(unknown.count == 1 && unknown[0].hasPrefix("request.route.unknown"))
    }
}
