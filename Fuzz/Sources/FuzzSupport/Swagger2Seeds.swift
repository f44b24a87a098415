import Foundation

extension Seeds {
    /// Swagger 2.0 documents that reach each part of the conversion into the one model (fuzz-spec, and fuzz-yaml
    /// through ``specFiles()``): host/basePath/schemes, consumes/produces, body and formData parameters with a file,
    /// every collectionFormat, definitions/parameters/responses with `$ref`s, `x-nullable`, a discriminator, response
    /// headers and examples, and the three kinds of security definition.
    static let swagger2Documents = [
        #"""
        {"swagger":"2.0","info":{"title":"Pets","version":"1"},"host":"pets.example.com","basePath":"/v1","schemes":["https","http"],
         "consumes":["application/json"],"produces":["application/json"],
         "paths":{"/pets/{id}":{"parameters":[{"$ref":"#/parameters/Id"}],
           "get":{"operationId":"getPet","parameters":[{"name":"tags","in":"query","type":"array","items":{"type":"string","enum":["a","b"]},"collectionFormat":"multi"},
             {"name":"fields","in":"query","type":"array","items":{"type":"string"},"collectionFormat":"pipes","default":["x"]}],
             "responses":{"200":{"description":"ok","schema":{"$ref":"#/definitions/Pet"},"headers":{"X-Rate":{"type":"integer","format":"int32"}},
               "examples":{"application/json":{"id":1,"name":"Rex","kind":"Dog"}}},"default":{"$ref":"#/responses/Error"}}},
           "post":{"consumes":["multipart/form-data"],"parameters":[{"name":"photo","in":"formData","type":"file","required":true},
             {"name":"note","in":"formData","type":"string","allowEmptyValue":true}],"responses":{"201":{"description":"made"}},"security":[{"key":[]}]},
           "put":{"parameters":[{"name":"pet","in":"body","required":true,"schema":{"$ref":"#/definitions/Pet"}}],"responses":{"204":{"description":"none"}}}}},
         "parameters":{"Id":{"name":"id","in":"path","required":true,"type":"integer","minimum":1}},
         "responses":{"Error":{"description":"error","schema":{"type":"object","properties":{"message":{"type":"string","x-nullable":true}}}}},
         "definitions":{"Pet":{"type":"object","discriminator":"kind","required":["id","kind"],"properties":{"id":{"type":"integer","readOnly":true},
           "name":{"type":"string"},"kind":{"type":"string"},"tags":{"type":"array","items":{"type":"string"},"collectionFormat":"tsv"}}},
           "Dog":{"allOf":[{"$ref":"#/definitions/Pet"},{"type":"object","properties":{"bark":{"type":"boolean"}}}]}},
         "securityDefinitions":{"basic":{"type":"basic"},"key":{"type":"apiKey","name":"X-Key","in":"header"},
           "oauth":{"type":"oauth2","flow":"accessCode","authorizationUrl":"https://a.example/auth","tokenUrl":"https://a.example/token","scopes":{"read":"r"}}},
         "security":[{"basic":[]},{"oauth":["read"]}]}
        """#,
        "swagger: '2.0'\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      parameters:\n        - {name: q, in: query, type: array, items: {type: integer}, collectionFormat: ssv}\n      responses:\n        '200': {description: ok, schema: {type: file}}\n",
    ]
}
