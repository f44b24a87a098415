import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Which exchanges of a capture `verify` checks: the spec's hosts (variables by their default and enum values),
/// or the `--server` URLs by scheme, host, port and path prefix.
@Suite struct ServerFilterTests {
    static let contract = try! EngineFixtures.contract(
        """
        {"openapi":"3.0.3","info":{"title":"t","version":"1"},
         "servers":[{"url":"https://{region}.api.example.com/v1","variables":{"region":{"default":"eu","enum":["eu","us"]}}},
                    {"url":"http://localhost:8080"}],
         "paths":{"/upload":{"post":{"servers":[{"url":"{origin}","variables":{"origin":{"default":"https://uploads.example.com"}}}],
                                     "responses":{"200":{"description":"ok"}}}}}}
        """)

    static let specHosts: [(String, Bool)] = [
        ("https://eu.api.example.com/v1/pets", true), ("https://us.api.example.com/other", true),
        ("https://asia.api.example.com/v1/pets", false), ("https://uploads.example.com/upload", true),
        ("http://localhost:8080/pets", true), ("http://localhost:9090/pets", false), ("https://cdn.example.com/a.js", false),
        ("https://EU.API.example.com/v1", true),
    ]

    @Test(arguments: specHosts)
    func theSpecsHostsAreChecked(url: String, accepted: Bool) throws {
        let filter = try #require(ServerFilter(contract: Self.contract))
        #expect(filter.accepts(URL(string: url)!) == accepted)
    }

    @Test func aRelativeServerChecksEverything() throws {
        let contract = try EngineFixtures.contract(
            #"{"openapi":"3.0.3","info":{"title":"t","version":"1"},"servers":[{"url":"/v1"}],"paths":{}}"#)
        #expect(ServerFilter(contract: contract) == nil)
    }

    static let baseURLs: [(String, Bool)] = [
        ("https://api.example.com/v1/pets", true), ("https://api.example.com/v1", true), ("https://api.example.com/v10", false),
        ("http://api.example.com/v1/pets", false), ("https://api.example.com:8443/v1/pets", false),
        ("https://staging.example.com:8443/pets", true),
    ]

    @Test(arguments: baseURLs)
    func serversGivenAreCheckedBySchemeHostPortAndPath(url: String, accepted: Bool) {
        let filter = ServerFilter(servers: ["https://api.example.com/v1", "https://staging.example.com:8443"])
        #expect(filter.accepts(URL(string: url)!) == accepted)
    }

    @Test func coverageIsGroupedByTagInDocumentOrder() throws {
        let contract = try EngineFixtures.contract(
            """
            {"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{
              "/a":{"get":{"tags":["b","a"],"responses":{"200":{"description":"ok"},"404":{"description":"no"}}}},
              "/b":{"get":{"tags":["a"],"responses":{"200":{"description":"ok"}}}},
              "/c":{"get":{"responses":{"200":{"description":"ok"}}}}}}
            """)
        let log = #"{"request":{"method":"GET","url":"https://h/a"},"response":{"status":404}}"#
        let coverage = TrafficCoverage(try TrafficLog.read(Data(log.utf8)), router: RequestValidator(contract: contract))
        let tags = coverage.byTag
        #expect(tags.map(\.name) == ["b", "a", "(no tag)"])
        #expect(tags.map(\.indexes) == [[0], [0, 1], [2]])
        #expect(tags.map { "\($0.operationRatio.covered)/\($0.operationRatio.total)" } == ["1/1", "1/2", "0/1"])
        #expect(tags.map { "\($0.responseRatio.covered)/\($0.responseRatio.total)" } == ["1/2", "1/3", "0/1"])
    }
}
