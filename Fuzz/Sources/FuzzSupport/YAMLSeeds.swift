import Foundation

extension Seeds {
    /// The spec files (JSON is YAML's flow style) and small documents that exercise each YAML construct.
    public static func yamlDocuments() throws -> [Data] {
        try specFiles() + yamlSnippets.map { Data($0.utf8) }
    }

    private static let yamlSnippets = [
        "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /pets/{id}:\n    get:\n      responses:\n        '200': {description: ok}\n",
        "%YAML 1.2\n%TAG !e! tag:example.com,2024:\n--- !!map\n? a\n: - 1\n  - 0x1F\n  - .inf\n...\n",
        "base: &b {x: 1}\nuse:\n  <<: *b\n  y: !!str 2\nlist: [*b, {<<: [*b]}]\n",
        "literal: |2-\n    two\n  one\nfolded: >+\n  a\n  b\n\n  c\n\nquoted: \"\\x41\\u00e9\\\n  next\"\nsingle: 'it''s'\n",
        "- - a\n  - b: c\n    d: e\n- ? complex\n  : value\n- {a: [1, {b: 2}], 'c': \"d\"}\n",
        "a: 1\n---\nb: 2\n",
    ]
}
