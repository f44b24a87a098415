import ContractStubCore

extension LintRule {
    /// Components that nothing reachable from `paths`, `webhooks` or `security` refers to (off by default; `--strict`).
    static let unusedComponents = LintRule(
        codes: [.specComponentUnused],
        summary: "Every component is reachable from paths, webhooks or security (only with --strict).",
        runsByDefault: false
    ) { context in
        guard case .object(let root) = context.contract.documents.first?.json ?? .null,
            let components = root["components"]?.objectValue
        else { return [] }
        // Start from everything outside /components, then follow local refs into components until nothing new.
        var reached = Set<String>()
        var pending: [JSONValue] = root.filter { $0.key != "components" }.map(\.value)
        while let next = pending.popLast() {
            forEachLocalComponentRef(in: next) { kind, name in
                guard reached.insert("\(kind)/\(name)").inserted, let target = components[kind]?[name] else { return }
                pending.append(target)
            }
        }
        for requirement in context.document.security ?? [] {
            for name in requirement.schemes.keys { reached.insert("securitySchemes/\(name)") }
        }
        for operation in context.contract.operations {
            for requirement in operation.security { for name in requirement.schemes.keys { reached.insert("securitySchemes/\(name)") } }
        }
        // Discriminator mappings may name schemas without a $ref.
        context.forEachSchemaNode { node, _ in
            for (_, target) in node["discriminator"]?["mapping"]?.objectValue ?? JSONObject() {
                if let name = target.stringValue, !name.contains("/") { reached.insert("schemas/\(name)") }
            }
        }
        var diagnostics: [Diagnostic] = []
        for (kind, members) in components {
            guard kind != "extensions", !OpenAPI.isExtension(kind), let members = members.objectValue else { continue }
            for (name, _) in members where !reached.contains("\(kind)/\(name)") {
                let location = SpecLocation(documentURL: context.contract.url, pointer: JSONPointer(tokens: ["components", kind, name]))
                diagnostics.append(
                    context.diagnostic(
                        .warning, .specComponentUnused,
                        "components/\(kind)/\(name) is never referenced from paths, webhooks or security", at: location))
            }
        }
        return diagnostics
    }

    /// Calls `body(kind, name)` for every `$ref` of the form `#/components/<kind>/<name>…` inside `value`.
    private static func forEachLocalComponentRef(in value: JSONValue, _ body: (String, String) -> Void) {
        switch value {
        case .object(let object):
            if let ref = object["$ref"]?.stringValue, ref.hasPrefix("#/components/"),
                let pointer = try? JSONPointer(fragment: ref), pointer.depth >= 3
            {
                body(pointer.token(at: 1), pointer.token(at: 2))
            }
            for (_, child) in object { forEachLocalComponentRef(in: child, body) }
        case .array(let elements):
            for element in elements { forEachLocalComponentRef(in: element, body) }
        default:
            break
        }
    }
}
