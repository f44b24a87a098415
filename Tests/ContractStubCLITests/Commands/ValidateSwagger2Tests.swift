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
