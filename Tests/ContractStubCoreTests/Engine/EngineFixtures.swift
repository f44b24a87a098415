import Foundation

@testable import ContractStubCore

/// Contracts, validators and request builders shared by the engine tests; each spec is loaded once.
enum EngineFixtures {
    static let petstore = try! Contract(contentsOf: SpecTestSupport.spec("petstore.json"))
    static let bookshop = try! Contract(contentsOf: SpecTestSupport.spec("bookshop.json"))
    static let petstoreRequests = RequestValidator(contract: petstore)
    static let bookshopRequests = RequestValidator(contract: bookshop)
    static let petstoreResponses = ResponseValidator(contract: petstore)
    static let bookshopResponses = ResponseValidator(contract: bookshop)

    /// A contract from inline JSON text.
    static func contract(_ json: String) throws -> Contract {
        try Contract(data: Data(json.utf8), baseURL: SpecTestSupport.memoryURL)
    }

    /// A request; `body` is sent as UTF-8 text.
    static func request(
        _ method: String, _ url: String, headers: HTTPHeaders = [:], body: String? = nil
    ) -> HTTPRequest {
        HTTPRequest(method: method, url: URL(string: url)!, headers: headers, body: body.map { Data($0.utf8) })
    }

    /// The codes of the error and warning findings, in order.
    static func codes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(\.code)
    }
}
