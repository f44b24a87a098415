import Foundation

/// Seeds for the capture readers: the HAR and Pact files the repository's tests and specs hold, and small variants
/// of them that reach the edges of each format (base64 bodies, failed requests, matching rules of each version).
extension Seeds {
    /// The repository's root (`specs/`'s parent).
    static let repository = Specs.directory.deletingLastPathComponent()

    /// `Tests/Fixtures/HAR/*.har`, and hand-made captures: a base64 request and response body, a failed request
    /// (status 0), an empty log, and an entry with no response content.
    public static func harFiles() throws -> [Data] {
        let fixtures = try files(in: "Tests/Fixtures/HAR", withExtension: "har")
        let entry =
            #"{"request":{"method":"POST","url":"http://petstore.example.com/v1/pets","headers":[{"name":"Content-Type","value":"application/json"}],"postData":{"mimeType":"application/json","text":"eyJuYW1lIjoiUmV4In0=","encoding":"base64"}},"response":{"status":201,"headers":[],"content":{"mimeType":"application/json","text":"eyJpZCI6MSwibmFtZSI6IlJleCJ9","encoding":"base64"}}}"#
        let failed =
            #"{"request":{"method":"GET","url":"http://petstore.example.com/v1/pets?limit=5","headers":[]},"response":{"status":0,"headers":[],"content":{}}}"#
        let made = [
            #"{"log":{"version":"1.2","entries":[\#(entry),\#(failed)]}}"#, #"{"log":{"version":"1.2","entries":[]}}"#,
            #"{"log":{"entries":[{"request":{"method":"DELETE","url":"http://petstore.example.com/v1/pets/1"},"response":{"status":204}}]}}"#,
        ]
        return fixtures + made.map { Data($0.utf8) }
    }

    /// `specs/pact-*.json` and the Pact fixtures of the tooling tests (clean and planted, v3 and v4).
    public static func pactFiles() throws -> [Data] {
        let specs = try FileManager.default.contentsOfDirectory(at: Specs.directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("pact-") }.sorted { $0.path < $1.path }
        return try specs.map { try Data(contentsOf: $0) } + files(in: "Tests/ContractStubToolingTests/Pact/Fixtures", withExtension: "json")
    }

    private static func files(in folder: String, withExtension pathExtension: String) throws -> [Data] {
        let directory = repository.appendingPathComponent(folder)
        let urls = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        return try urls.filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
    }
}
