/// The fields of each Swagger 2.0 object, as the official 2.0 JSON Schema lists them (`x-` extensions aside).
enum Swagger2Fields {
    /// The Swagger Object (the root).
    static let document: Swagger2FieldNames = [
        "swagger", "info", "host", "basePath", "schemes", "consumes", "produces", "paths", "definitions", "parameters",
        "responses", "security", "securityDefinitions", "tags", "externalDocs",
    ]
    /// A Path Item Object.
    static let pathItem = Swagger2FieldNames(methods + ["$ref", "parameters"])
    /// The operations of a Path Item Object, in the order they are read.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch"]
    /// An Operation Object.
    static let operation: Swagger2FieldNames = [
        "tags", "summary", "description", "externalDocs", "operationId", "produces", "consumes", "parameters", "responses",
        "schemes", "deprecated", "security",
    ]
    /// The validation keywords of a non-body parameter, a header and an Items Object (all but `items` and
    /// `collectionFormat` carried over to the schema as they are).
    static let simpleSchema: Swagger2FieldNames = [
        "type", "format", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
        "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "enum", "multipleOf",
    ]
    /// The fields a non-body parameter keeps as they are in OpenAPI 3.0.
    static let parameterKept: Swagger2FieldNames = ["name", "in", "description", "required", "allowEmptyValue"]
    /// The values of `collectionFormat`.
    static let collectionFormats: Swagger2FieldNames = ["csv", "ssv", "tsv", "pipes", "multi"]
    /// An Items Object.
    static let items = simpleSchema.union(["items", "collectionFormat"])
    /// A Header Object.
    static let header = items.union(["description"])
    /// A parameter whose `in` is not `body`.
    static let nonBodyParameter = items.union(["name", "in", "description", "required", "allowEmptyValue"])
    /// A parameter whose `in` is `body`.
    static let bodyParameter: Swagger2FieldNames = ["name", "in", "description", "required", "schema"]
    /// A Response Object.
    static let response: Swagger2FieldNames = ["description", "schema", "headers", "examples"]
    /// A Schema Object: a subset of JSON Schema draft 4 (no `oneOf`, `anyOf`, `not`, nor OpenAPI 3.0's `nullable`,
    /// `writeOnly`, `deprecated`) with `discriminator`, `readOnly`, `xml`, `externalDocs` and `example`.
    static let schema: Swagger2FieldNames = [
        "$ref", "format", "title", "description", "default", "multipleOf", "maximum", "exclusiveMaximum", "minimum",
        "exclusiveMinimum", "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties",
        "minProperties", "required", "enum", "additionalProperties", "type", "items", "allOf", "properties",
        "discriminator", "readOnly", "xml", "externalDocs", "example",
    ]
    /// A Security Scheme Object.
    static let securityScheme: Swagger2FieldNames = [
        "type", "description", "name", "in", "flow", "authorizationUrl", "tokenUrl", "scopes",
    ]
}
