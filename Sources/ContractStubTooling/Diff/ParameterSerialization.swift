import ContractStubCore

/// How a parameter is written on the wire, compared between two versions of one parameter: `style`, `explode`
/// (effective values, so a default written out is no change) and `allowReserved`.
///
/// Only differences a client's request shows are reported: `explode` changes nothing for a single value, and neither
/// does the style of a query, header or cookie value that cannot be an array or object (`limit=5` in every query style).
/// A path value is written differently in each style (`5`, `.5`, `;id=5`). Parameters described by `content` are
/// serialised by their media type and have no style.
struct ParameterSerialization {
    /// The rule that reports the change.
    let rule: DiffRule
    /// What changed, after the parameter's description, e.g. `style changed from form to pipeDelimited`.
    let message: String

    /// The serialisation changes from `old` to `new`; `mayBeComposite` tells whether either schema allows an array or
    /// an object.
    static func all(from old: OpenAPI.Parameter, to new: OpenAPI.Parameter, mayBeComposite: Bool) -> [ParameterSerialization] {
        guard old.schema != nil, new.schema != nil else { return [] }
        var found: [ParameterSerialization] = []
        var differences: [String] = []
        if old.style != new.style, mayBeComposite || new.location == .path {
            differences.append("style changed from \(old.style.rawValue) to \(new.style.rawValue)")
        }
        if old.explode != new.explode, mayBeComposite {
            differences.append("\(differences.isEmpty ? "explode changed" : "explode") from \(old.explode) to \(new.explode)")
        }
        if !differences.isEmpty {
            found.append(ParameterSerialization(rule: .parameterStyleChanged, message: differences.joined(separator: " and ")))
        }
        if new.location == .query, old.allowReserved, !new.allowReserved {
            found.append(
                ParameterSerialization(
                    rule: .parameterAllowReservedDisabled,
                    message: "no longer allows reserved characters unencoded (allowReserved is now false)"))
        }
        return found
    }
}
