import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Pacts written from traffic: de-duplicated, stable, redacted, with matching rules from the schema, and read back
/// clean by `verify --pact`'s own reader and checks.
@Suite("Writing pacts")
struct PactWriterTests {
    static let contract = PactFixtureTests.contract
    static let log = SpecTestSupport.packageRoot.appendingPathComponent("Tests/Pact/petshop-traffic.jsonl")

    static func exchanges() throws -> [TrafficExchange] {
        try TrafficLog.read(Data(contentsOf: log)).map(\.exchange)
    }

    static func writer(_ version: PactVersion = .v4) -> PactWriter {
        PactWriter(
            contract: contract, consumer: "web", provider: "petshop", version: version,
            redaction: HeaderRedaction(HeaderRedaction.defaultNames + ["X-Api-Key"]))
    }

    @Test func theOutputIsTheSameForTheSameShapesInAnyOrder() throws {
        let exchanges = try Self.exchanges()
        let text = Self.writer().text(exchanges)
        #expect(Self.writer().text(exchanges) == text)
        // Reversed, GET /pets/8 comes before /pets/7 and is the one kept: same shape, other values.
        let reversed = Self.writer().text(exchanges.reversed())
        #expect(reversed != text)
        #expect(Self.writer().text([exchanges[1], exchanges[0]] + exchanges[2...]) == reversed)
        #expect(Self.writer().text(exchanges + exchanges) == text)
    }

    @Test func oneInteractionPerShapeOrderedByDescription() throws {
        let pact = Self.writer().document(try Self.exchanges())
        let descriptions = pact["interactions"]?.arrayValue?.map { $0["description"]?.stringValue ?? "" }
        #expect(
            descriptions == [
                "GET /pets with limit → 200", "GET /pets/{petId} → 200", "GET /pets/{petId} → 404", "POST /pets sending name, status → 201",
            ])
    }

    @Test func secretsAreRedacted() throws {
        let text = Self.writer().text(try Self.exchanges())
        for secret in ["secret-token", "session=abc", "k-123"] { #expect(!text.contains(secret), "\(secret)") }
        #expect(text.contains("REDACTED"))
        #expect(!text.contains("Date"))
    }

    @Test func matchingRulesComeFromTheSchema() throws {
        let pact = Self.writer().document(try Self.exchanges())
        let pet = try #require(pact["interactions"]?.arrayValue?.first { $0["description"] == "GET /pets/{petId} → 200" })
        let rules = try #require(pet["response"]?["matchingRules"]?["body"])
        func matchers(_ path: String) -> [String] { rules[path]?["matchers"]?.arrayValue?.compactMap { $0["match"]?.stringValue } ?? [] }
        #expect(matchers("$.id") == ["integer"])
        #expect(matchers("$.price") == ["number"])
        #expect(matchers("$.name") == ["regex"] && rules["$.name"]?["matchers"]?[0]?["regex"] == "^[A-Z][a-z]+$")
        #expect(rules["$.status"]?["matchers"]?[0]?["regex"] == "^(available|sold)$")
        #expect(matchers("$.createdAt") == ["datetime", "datetime"] && rules["$.createdAt"]?["combine"] == "OR")
        #expect(matchers("$.birthday") == ["date"] && matchers("$.feedingTime") == ["time"])
        #expect(matchers("$.vaccinated") == ["type"])
        #expect(rules["$.tags"]?["matchers"]?[0] == .object(JSONObject([("match", "type"), ("min", 1), ("max", 5)])))
        #expect(matchers("$.tags[*]") == ["type"])
        // `note` was null: left out of the body, so no rule either.
        #expect(pet["response"]?["body"]?["content"]?["note"] == nil && rules["$.note"] == nil)
    }

    @Test(arguments: [PactVersion.v3, .v4])
    func writtenPactsReadBackCleanUnderPactSemantics(_ version: PactVersion) throws {
        let text = Self.writer(version).text(try Self.exchanges())
        let pact = try PactFile.read(Data(text.utf8))
        #expect(pact.specification.rawValue == version.rawValue)
        #expect(pact.interactions.count == 4)
        var result = TrafficVerification(contract: Self.contract, limit: .max)
        PactVerifier(contract: Self.contract).check(pact, file: "written.json", into: &result)
        #expect(result.findings.map(\.diagnostic.code) == [])
        #expect(result.coverage.operationRatio.covered == 3)
    }

    @Test func oddMemberNamesGetBracketPaths() {
        #expect(PactRuleBuilder.path("$", member: "a b") == "$['a b']")
        #expect(PactRuleBuilder.path("$", member: "camelCase_1") == "$.camelCase_1")
        #expect(PactPath(parsing: "$['a b'].c[*]")?.tokens == [.field("a b"), .field("c"), .anyIndex])
    }
}
