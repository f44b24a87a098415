import ContractStub
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The package's `specs/` and their servers.
enum Specs {
    /// `specs/<name>`, found from this file's location.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs").appendingPathComponent(name)
    }

    /// A fresh stub for `specs/<name>`.
    static func stub(_ name: String) throws -> ContractStub {
        ContractStub(try Contract(contentsOf: url(name)))
    }

    /// The petstore server's URL for `path`.
    static func petstore(_ path: String) -> URL { URL(string: "https://petstore.example.com/v1" + path)! }

    /// The bookshop server's URL for `path`.
    static func bookshop(_ path: String) -> URL { URL(string: "https://eu.bookshop.example/api" + path)! }
}

extension URLResponse {
    /// The HTTP status code (0 when this is not an HTTP response).
    var status: Int { (self as? HTTPURLResponse)?.statusCode ?? 0 }
}
