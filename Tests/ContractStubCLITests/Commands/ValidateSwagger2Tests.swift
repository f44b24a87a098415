import Foundation
import Testing

/// `validate` on a Swagger 2.0 spec: findings in every format carry the 2.0 pointer and its line and column.
@Suite("validate, Swagger 2.0")
struct ValidateSwagger2Tests {
    static let spec = """
        {"swagger": "2.0", "info": {"title": "T", "version": "1"},
        "paths": {"/a/{id}": {"get": {
        "parameters": [{"name": "b", "in": "body", "schema": {}}, {"name": "id", "in": "path", "type": "string", "colectionFormat": "csv"}],
        "responses": {"200": {"description": "ok"}}}}}}
        """

    @Test func findingsPointIntoThe2DocumentInEveryFormat() throws {
        let path = try TemporaryFile.write("swagger.json", Self.spec)
        let text = try ToolRun.binary(["validate", path])
        #expect(text.status == 1)
        #expect(
            text.standardOutput.contains("\(path):3:106: error: 'colectionFormat' is not a field of a path Parameter Object in Swagger 2.0")
        )
        #expect(text.standardOutput.contains("(did you mean 'collectionFormat'?)"))
        let json = try ToolRun.binary(["validate", "--format", "json", path])
        #expect(json.standardOutput.contains(#""pointer": "/paths/~1a~1{id}/get/parameters/1/colectionFormat""#))
        let github = try ToolRun.binary(["validate", "--format", "github", path])
        #expect(github.standardOutput.contains("::error file=\(path),line=3,col=59,title=spec.parameter.path-required::"))
    }

    /// Schema findings speak 2.0: an unknown field once (2.0's own list, not also 3.0's), and 2.0's way to allow null.
    @Test func schemaFindingsNameSwagger2AndItsFields() throws {
        let path = try TemporaryFile.write(
            "swagger.json",
            """
            {"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {},
            "definitions": {"A": {"type": "null", "maxLenght": 3}}}
            """)
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.contains("'maxLenght'") }.count == 1)
        #expect(run.standardOutput.contains("'maxLenght' is not a field of a Schema Object in Swagger 2.0"))
        #expect(run.standardOutput.contains("(did you mean 'maxLength'?)"))
        #expect(
            run.standardOutput.contains(
                "'type' must be one of array, boolean, integer, number, object, string in Swagger 2.0; found 'null' (use 'x-nullable: true')"
            ))
        #expect(!run.standardOutput.contains("OpenAPI 3.0"))
    }

    @Test func aCleanSwagger2SpecIsValid() throws {
        let path = try TemporaryFile.write(
            "swagger.yaml",
            "swagger: '2.0'\ninfo: {title: T, version: '1'}\nbasePath: /v1\npaths:\n  /a:\n    get:\n      responses:\n        '200': {description: ok}\n"
        )
        let run = try ToolRun.binary(["validate", path])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("OK, no problems found"))
    }
}
