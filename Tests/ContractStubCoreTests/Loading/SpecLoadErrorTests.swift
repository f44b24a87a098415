import Foundation
import Testing

@testable import ContractStubCore

/// Pins the wording users read when a spec cannot be loaded at all.
@Suite("Spec load errors")
struct SpecLoadErrorTests {
    private func loadError(_ text: String, name: String = "spec.json") -> SpecLoadError? {
        do {
            _ = try Contract(data: Data(text.utf8), baseURL: URL(fileURLWithPath: "/specs/\(name)"))
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFile() {
        #expect(throws: SpecLoadError.self) { try Contract(contentsOf: URL(fileURLWithPath: "/nonexistent/petstore.json")) }
        do {
            _ = try Contract(contentsOf: URL(fileURLWithPath: "/nonexistent/petstore.json"))
        } catch {
            #expect(error.code == "spec.file.missing")
            #expect(error.message == "there is no file at /nonexistent/petstore.json")
            #expect(error.description == "/nonexistent/petstore.json: error: there is no file at /nonexistent/petstore.json [spec.file.missing]")
        }
    }

    @Test func directory() throws {
        let directory = try SpecTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            _ = try Contract(contentsOf: directory)
            Issue.record("a directory loaded")
        } catch {
            #expect(error.code == "spec.file.directory")
            #expect(error.message == "\(directory.path) is a directory; give the path of the spec's .json file")
        }
    }

    @Test func emptyFile() {
        let error = loadError("  \n")
        #expect(error?.code == "spec.file.empty")
        #expect(error?.message == "spec.json is empty; expected an OpenAPI 3.0 or 3.1 document in JSON")
    }

    @Test func notJSONSaysWhere() {
        let error = loadError("{\n  \"openapi\": \"3.0.3\",\n  \"info\": {,}\n}")
        #expect(error?.code == "spec.json.syntax")
        #expect(error?.position?.line == 3)
        #expect(error?.position?.column == 12)
        #expect(error?.message.hasPrefix("spec.json is not valid JSON: line 3, column 12: ") == true)
        #expect(error?.description.hasPrefix("/specs/spec.json:3:12: error: spec.json is not valid JSON") == true)
    }

    @Test(arguments: [
        "openapi: 3.0.3\ninfo:\n  title: T\n", "---\nopenapi: 3.1.0\n", "# comment\n\nswagger: '2.0'\n", "%YAML 1.2\n---\na: 1\n",
    ])
    func yamlIsDetected(text: String) {
        let error = loadError(text, name: "api.yaml")
        #expect(error?.code == "spec.yaml")
        #expect(
            error?.message == """
                api.yaml looks like YAML; ContractStub reads JSON only. Convert it first, e.g. `yq -o=json api.yaml > spec.json` \
                or `python3 -c 'import sys,yaml,json; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)' api.yaml > spec.json`
                """)
    }

    @Test func brokenJSONIsNotMistakenForYAML() {
        #expect(loadError("{\"openapi\" \"3.0.3\"}")?.code == "spec.json.syntax")
        #expect(loadError("[1, 2")?.code == "spec.json.syntax")
    }

    @Test func swagger2() {
        let error = loadError(#"{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(error?.code == "spec.swagger2")
        #expect(
            error?.message == """
                spec.json is a Swagger 2.0 document; ContractStub reads OpenAPI 3.0 and 3.1 only. Convert it first, \
                e.g. `npx swagger2openapi spec.json -o openapi.json`, or paste it into https://editor.swagger.io and \
                choose Edit → Convert to OpenAPI 3
                """)
    }

    @Test func missingVersion() {
        let error = loadError(#"{"info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(error?.code == "spec.version.missing")
        #expect(
            error?.message == #"spec.json has no 'openapi' field; an OpenAPI document starts with "openapi": "3.0.3" or "3.1.0""#)
    }

    @Test func unsupportedVersions() {
        let future = loadError(#"{"openapi": "3.2.0", "info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(future?.code == "spec.version.unsupported")
        #expect(future?.message == "spec.json declares OpenAPI '3.2.0'; ContractStub reads OpenAPI 3.0.x and 3.1.x")
        let number = loadError(#"{"openapi": 3.0, "info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(number?.code == "spec.version.unsupported")
        #expect(number?.message == #"'openapi' must be a string such as "3.0.3" or "3.1.0"; found the number 3 (write it in quotes)"#)
    }

    @Test func rootMustBeAnObject() {
        let error = loadError("[]")
        #expect(error?.code == "spec.root.type")
        #expect(error?.message == "spec.json must hold a JSON object at the top level; found array")
    }
}
