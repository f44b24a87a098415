import ContractStubCore

/// Types an operation's path `{parameters}` for the generated `path(…)` function: `integer` → `Int`,
/// `number` → `Double`, `boolean` → `Bool`, anything else → `String`; each value is written in its parameter's
/// style (`simple` `3`, `label` `.3`, `matrix` `;id=3`).
enum PathPlanner {
    /// The parameters in order of appearance and the template's pieces; both empty when the path has no
    /// parameters or is not a valid template.
    static func plan(_ operation: Contract.Operation) -> ([PathParameterPlan], [PathPiece]) {
        guard let template = try? PathTemplate(operation.path), !template.parameterNames.isEmpty else { return ([], []) }
        var namer = IdentifierNamer(reserved: ["self"])
        var parameters: [PathParameterPlan] = []
        var indexes: [String: Int] = [:]
        for name in template.parameterNames where indexes[name] == nil {
            indexes[name] = parameters.count
            let declared = operation.parameters.first { $0.location == .path && $0.name == name }
            parameters.append(
                PathParameterPlan(
                    label: SwiftIdentifier.escaped(namer.claim(SwiftIdentifier.lowerCamel(name))), specName: name,
                    swiftType: swiftType(of: declared?.schema?.json), prefix: prefix(of: declared)))
        }
        var pieces: [PathPiece] = []
        for segment in template.segments {
            pieces.append(.literal("/"))
            for piece in segment.pieces {
                switch piece {
                case .literal(let text): pieces.append(.literal(text))
                case .parameter(let name):
                    let index = indexes[name]!
                    pieces += [.literal(parameters[index].prefix), .parameter(index)]
                }
            }
        }
        return (parameters, merged(pieces))
    }

    /// The Swift type for a schema's `type` (a 3.1 type array counts when it names one type besides `null`).
    private static func swiftType(of schema: JSONValue?) -> String {
        var type = schema?["type"]?.stringValue
        if case .array(let types)? = schema?["type"] {
            let named = types.compactMap(\.stringValue).filter { $0 != "null" }
            type = named.count == 1 ? named[0] : nil
        }
        switch type {
        case "integer": return "Int"
        case "number": return "Double"
        case "boolean": return "Bool"
        default: return "String"
        }
    }

    /// What the parameter's style writes before a primitive value: `.` for `label`, `;name=` for `matrix`.
    private static func prefix(of parameter: OpenAPI.Parameter?) -> String {
        switch parameter?.style {
        case .label?: return "."
        case .matrix?: return ";\(parameter?.name ?? "")="
        default: return ""
        }
    }

    /// `pieces` with neighbouring literals joined.
    private static func merged(_ pieces: [PathPiece]) -> [PathPiece] {
        var result: [PathPiece] = []
        for piece in pieces {
            if case .literal(let text) = piece, case .literal(let previous)? = result.last {
                result[result.count - 1] = .literal(previous + text)
            } else {
                result.append(piece)
            }
        }
        return result
    }
}
