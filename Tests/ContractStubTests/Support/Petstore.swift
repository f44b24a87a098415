import ContractStub
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The package's `specs/petstore.json` (operations listPets, createPet, showPetById) and its server's URLs.
enum Petstore {
    /// `specs/petstore.json`, found from this file's location.
    static let specURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs/petstore.json")

    private static let loaded = Result { () throws(SpecLoadError) in try Contract(contentsOf: specURL) }

    /// The contract, loaded once.
    static func contract() throws -> Contract { try loaded.get() }

    /// A fresh stub for the petstore contract.
    static func stub() throws -> ContractStub { ContractStub(try contract()) }

    /// `https://petstore.example.com/v1` + `path`.
    static func url(_ path: String) -> URL { URL(string: "https://petstore.example.com/v1" + path)! }

    /// A request to `path` with `method` and an optional JSON `body`.
    static func request(_ method: String, _ path: String, json body: String? = nil) -> URLRequest {
        var request = URLRequest(url: url(path))
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}

extension URLResponse {
    /// The HTTP status code (0 when this is not an HTTP response).
    var status: Int { (self as? HTTPURLResponse)?.statusCode ?? 0 }

    /// A header field of the HTTP response.
    func header(_ name: String) -> String? { (self as? HTTPURLResponse)?.value(forHTTPHeaderField: name) }
}

extension Data {
    /// The bytes parsed as JSON.
    func json() throws -> JSONValue { try JSONValue(decoding: self) }
}
