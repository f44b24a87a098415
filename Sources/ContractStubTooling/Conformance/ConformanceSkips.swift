import ContractStubCore

/// Suite tests not run, each with the reason. Shared by the runner and the tests.
package enum ConformanceSkips {
    /// The reason `test` of `group` in `file` is skipped, or `nil` when it runs.
    package static func reason(file: String, group: String, test: String) -> String? {
        for skip in list where skip.file == file && skip.group == group && (skip.test == nil || skip.test == test) {
            return skip.reason
        }
        return nil
    }

    /// The official meta-schemas are third-party documents we do not ship (no copied text in the project) and the
    /// runner never uses the network, so tests that `$ref` them cannot run.
    private static let metaSchema = "needs the official meta-schema document, which is not shipped (third-party text) and never fetched"

    private static let list: [(file: String, group: String, test: String?, reason: String)] = [
        ("draft4/definitions.json", "validate definition against metaschema", nil, metaSchema),
        ("draft4/ref.json", "remote ref, containing refs itself", nil, metaSchema),
        ("draft2020-12/defs.json", "validate definition against metaschema", nil, metaSchema),
        ("draft2020-12/ref.json", "remote ref, containing refs itself", nil, metaSchema),
    ]
}
