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
            #expect(
                error.description == "/nonexistent/petstore.json: error: there is no file at /nonexistent/petstore.json [spec.file.missing]"
            )
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
            #expect(error.message == "\(directory.path) is a directory; give the path of the spec's .json or .yaml file")
        }
    }

    @Test func emptyFile() {
        let error = loadError("  \n")
        #expect(error?.code == "spec.file.empty")
        #expect(error?.message == "spec.json is empty; expected an OpenAPI 3.x or Swagger 2.0 document in JSON or YAML")
    }

    @Test func notJSONSaysWhere() {
        let error = loadError("{\n  \"openapi\": \"3.0.3\",\n  \"info\": {,}\n}")
        #expect(error?.code == "spec.json.syntax")
        #expect(error?.position?.line == 3)
        #expect(error?.position?.column == 12)
        #expect(error?.message.hasPrefix("spec.json is not valid JSON: line 3, column 12: ") == true)
        #expect(error?.description.hasPrefix("/specs/spec.json:3:12: error: spec.json is not valid JSON") == true)
    }

    @Test(arguments: ["api.yaml", "api.yml", "api"])
    func yamlIsReadByExtensionOrContent(name: String) {
        // A YAML spec loads (here it only lacks the required 'info', which is a diagnostic, not a load error).
        #expect(loadError("# comment\nopenapi: 3.0.3\npaths: {}\n", name: name) == nil)
    }

    @Test func yamlSyntaxErrorsSayWhere() {
        let error = loadError("openapi: 3.0.3\npaths:\n  /a: {}\n  /a: {}\n", name: "api.yaml")
        #expect(error?.code == "spec.yaml.key.duplicate")
        #expect(error?.position?.description == "4:3")
        #expect(error?.message == "api.yaml is not valid YAML for a spec: line 4, column 3: the key '/a' appears twice in this mapping")
        #expect(error?.description.hasPrefix("/specs/api.yaml:4:3: error: api.yaml is not valid YAML") == true)
    }

    @Test func aYAMLFileOfCommentsIsEmpty() {
        #expect(loadError("# nothing yet\n", name: "api.yaml")?.code == "spec.file.empty")
    }

    @Test func yamlNamedJSONGetsAHint() {
        let error = loadError("openapi: 3.0.3\ninfo:\n  title: T\n")
        #expect(error?.code == "spec.json.syntax")
        #expect(error?.message.hasSuffix("(it reads like YAML: name the file .yaml to read it as YAML)") == true)
    }

    @Test func swagger12InYAML() {
        let error = loadError("swagger: '1.2'\ninfo: {title: T, version: '1'}\npaths: {}\n", name: "api.yaml")
        #expect(error?.code == "spec.swagger2")
        #expect(error?.message.hasPrefix("api.yaml declares Swagger '1.2'; ContractStub reads Swagger 2.0 and OpenAPI") == true)
    }

    @Test func brokenJSONIsNotMistakenForYAML() {
        #expect(loadError("{\"openapi\" \"3.0.3\"}")?.code == "spec.json.syntax")
        #expect(loadError("[1, 2")?.code == "spec.json.syntax")
    }

    @Test func swaggerNextToOpenAPI() {
        let error = loadError(#"{"swagger": "2.0", "openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(error?.code == "spec.swagger2")
        #expect(error?.message == "spec.json declares both 'swagger' and 'openapi'; keep the one the document is written in")
    }

    @Test func missingVersion() {
        let error = loadError(#"{"info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(error?.code == "spec.version.missing")
        #expect(
            error?.message
                == #"spec.json has no 'openapi' field; an OpenAPI document starts with "openapi": "3.0.3" or "3.1.0" (or, for Swagger 2.0, "swagger": "2.0")"#
        )
    }

    @Test func unsupportedVersions() {
        let future = loadError(#"{"openapi": "3.3.0", "info": {"title": "T", "version": "1"}, "paths": {}}"#)
        #expect(future?.code == "spec.version.unsupported")
        #expect(future?.message == "spec.json declares OpenAPI '3.3.0'; ContractStub reads OpenAPI 3.0.x, 3.1.x and 3.2.x")
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
