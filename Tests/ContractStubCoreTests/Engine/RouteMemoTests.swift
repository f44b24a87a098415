import Foundation
import Testing

@testable import ContractStubCore

/// Routing is remembered per method and path: a repeat gets what the first request got, and requests that differ
/// in either are routed on their own.
@Suite struct RouteMemoTests {
    static let requests: [(method: String, url: String)] = [
        ("GET", "https://petstore.example.com/v1/pets/1"),
        ("DELETE", "https://petstore.example.com/v1/pets/1"),  // same path, a method the path lacks
        ("GET", "https://petstore.example.com/v1/pets/2"),  // another capture
        ("GET", "https://petstore.example.com/v1/pets/"),  // tolerated trailing slash
        ("GET", "https://petstore.example.com/v1/pets"),
        ("get", "https://petstore.example.com/v1/pets"),  // a method in lower case
        ("GET", "https://petstore.example.com/v1/pest"),  // unknown, with a suggestion
        ("GET", "https://petstore.example.com/v2/pets"),  // no server's base path
        ("GET", "https://petstore.example.com/v1/pets/a%2Fb"),
    ]

    @Test func repeatsAreRoutedAsTheFirstTimeAndAsAFreshContractRoutesThem() throws {
        let warm = RequestValidator(contract: try Contract(contentsOf: SpecTestSupport.spec("petstore.json")))
        let fresh = { try RequestValidator(contract: Contract(contentsOf: SpecTestSupport.spec("petstore.json"))) }
        for (method, url) in Self.requests + Self.requests.reversed() + Self.requests {
            let request = HTTPRequest(method: method, url: URL(string: url)!)
            let remembered = warm.validate(request)
            let routedOnce = try fresh().validate(request)
            #expect(remembered.operation?.id == routedOnce.operation?.id, "\(method) \(url)")
            #expect(remembered.pathTemplate == routedOnce.pathTemplate, "\(method) \(url)")
            #expect(remembered.diagnostics == routedOnce.diagnostics, "\(method) \(url)")
        }
    }
}
