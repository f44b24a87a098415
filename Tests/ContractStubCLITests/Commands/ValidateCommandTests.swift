import Foundation
import Testing

/// `contractstub validate`, run as a separate process exactly as users and CI run it.
@Suite("validate, end to end")
struct ValidateCommandTests {
    private static let lintFixtures = "Tests/ContractStubToolingTests/Lint/Fixtures"

    @Test(arguments: ["specs/petstore.json", "specs/bookshop.json", "specs/multi-file/openapi.json"])
    func acceptsTheExampleSpecs(path: String) throws {
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 0)
        #expect(run.standardOutput == "\(path): OK, no problems found\n")
        #expect(run.standardError.isEmpty)
    }

    @Test func reportsProblemsAsTextWithLineAndColumn() throws {
        let path = "\(Self.lintFixtures)/example-invalid.json"
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == """
                \(path):27:17: error: example does not match its schema: expected integer, found string "seven" at '/id' [spec.example.invalid]
                \(path): 1 error, 0 warnings

                """)
    }

    @Test func reportsProblemsAsOneJSONDocument() throws {
        let path = "\(Self.lintFixtures)/path-parameter-undeclared.json"
        let run = try ToolRun.binary(["validate", path, "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["valid"] as? Bool == false)
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "spec.path.parameter.undeclared")
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(diagnostics.first?["pointer"] as? String == "/paths/~1pets~1{petId}/get")
        #expect(diagnostics.first?["line"] as? Int == 9)
        #expect(diagnostics.first?["column"] as? Int == 7)
    }

    @Test func reportsProblemsAsGitHubAnnotations() throws {
        let path = "\(Self.lintFixtures)/required-unknown.json"
        let run = try ToolRun.binary(["validate", path, "--format", "github"])
        #expect(run.status == 0, "warnings alone do not fail")
        #expect(
            run.standardOutput == """
                ::warning file=\(path),line=32,col=11,title=spec.schema.required-unknown::'tag' is required but not defined in 'properties' (defined: name) at '/components/schemas/Pet/required/1'

                """)
    }

    @Test func strictAddsUnusedComponents() throws {
        let path = "\(Self.lintFixtures)/component-unused.json"
        #expect(try ToolRun.binary(["validate", path]).standardOutput == "\(path): OK, no problems found\n")
        let strict = try ToolRun.binary(["validate", path, "--strict"])
        #expect(strict.status == 0)
        #expect(strict.standardOutput.hasSuffix("\(path): 0 errors, 2 warnings\n"))
    }

    @Test func reportsUnresolvedReferencesAsContractProblems() throws {
        let path = try TemporaryFile.write(
            "refs.json",
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {"responses": {
              "200": {"$ref": "#/components/responses/Missing"}}}}}}
            """)
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("\(path):2:3: error: '#/components/responses/Missing' does not resolve"))
        #expect(run.standardOutput.contains("[ref.unresolved]"))
    }

    @Test func remoteReferencesAreWarningsOfValidateWhichChecksTheRest() throws {
        let path = try TemporaryFile.write(
            "remote.json",
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {"responses": {
              "200": {"$ref": "https://example.com/responses.json#/Ok"}, "404": {"descripton": "gone"}}}}}}
            """)
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 1, "the rest of the spec is checked: the misspelt field is an error")
        #expect(run.standardOutput.contains("\(path):2:3: warning: 'https://example.com/responses.json#/Ok' is a remote reference"))
        #expect(run.standardOutput.contains("\(path):2:70: error: 'descripton' is not a field of a Response Object"))
        #expect(run.standardOutput.hasSuffix("\(path): 2 errors, 1 warning\n"))
        let traffic = try TemporaryFile.write("traffic.jsonl", "")
        let verify = try ToolRun.binary(["verify", path, "--traffic", traffic])
        #expect(verify.status == 2, "a Contract refuses a spec it cannot read all of")
        #expect(verify.standardOutput.contains("[ref.remote]"))
    }

    static let unreadableInputs: [(String, String, String)] = [
        ("empty.json", "", "empty.json is empty; expected an OpenAPI 3.x or Swagger 2.0 document in JSON or YAML [spec.file.empty]"),
        ("spec.json", "{\n  \"openapi\": \"3.0.3\",\n  \"paths\": {,}\n}", ":3:13: "),
        (
            "spec.json", "openapi: 3.0.3\ninfo:\n  title: x\n",
            "(it reads like YAML: name the file .yaml to read it as YAML) [spec.json.syntax]"
        ),
        (
            "spec.yaml", "openapi: 3.0.3\npaths:\n\t/a: {}\n",
            "spec.yaml is not valid YAML for a spec: line 3, column 1: a tab indents this line; YAML indentation must be spaces [spec.yaml.tab]"
        ),
        ("spec.json", #"{"swagger": 2, "info": {}}"#, "'swagger' must be the string \"2.0\"; found the number 2"),
        ("spec.json", "{\"info\": {},\n  \"swagger\": \"1.2\"}", ":2:3: spec.json declares Swagger '1.2'"),
        ("spec.json", "{\"openapi\": \"3.0.3\",\n  \"swagger\": \"2.0\"}", ":2:3: spec.json declares both 'swagger' and 'openapi'"),
        ("spec.json", #"{"openapi": "2.5.0"}"#, "[spec.version.unsupported]"),
        (
            "spec.json", String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
            "arrays and objects are nested deeper than 512 levels [spec.json.syntax]"
        ),
        ("spec.json", #"{"openapi": "3.0.3", "x-big": 1e999}"#, "the number at '/x-big' is beyond the range of Double"),
    ]

    @Test(arguments: unreadableInputs)
    func refusesUnreadableInputWithStatus2(name: String, contents: String, expected: String) throws {
        let path = try TemporaryFile.write(name, contents)
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: \(path)"))
        #expect(run.standardError.contains(expected))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func refusesMissingFilesAndDirectories() throws {
        let missing = try ToolRun.binary(["validate", "specs/does-not-exist.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("there is no file at"))
        let directory = try ToolRun.binary(["validate", "specs"])
        #expect(directory.status == 2)
        #expect(directory.standardError.contains("is a directory; give the path of the spec's .json or .yaml file [spec.file.directory]"))
        let device = try ToolRun.binary(["validate", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.standardError.contains("/dev/zero is not a regular file (a device, pipe or socket)"))
    }
}
