import ContractStubCore

/// An operation of the old spec and the operation of the new spec that answers the same requests:
/// same method, same path template up to the names of its variables (`/pets/{id}` ≡ `/pets/{petId}`).
struct OperationPair: Sendable {
    /// The operation in the old spec.
    let old: Contract.Operation
    /// The operation in the new spec.
    let new: Contract.Operation

    /// How changes name the operation: the old method and path, the new operationId (else the old one).
    var reference: SpecChange.OperationReference {
        SpecChange.OperationReference(method: old.method, path: old.path, operationId: new.operationId ?? old.operationId)
    }

    /// `template` with every `{variable}` emptied to `{}`, so templates that differ only in names compare equal.
    static func matchKey(_ template: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(template.utf8.count)
        var inVariable = false
        for byte in template.utf8 {
            if byte == UInt8(ascii: "}") { inVariable = false }
            if !inVariable { key.append(byte) }
            if byte == UInt8(ascii: "{") { inVariable = true }
        }
        return String(decoding: key, as: UTF8.self)
    }
}

extension Contract.Operation {
    /// The operation as a change names it when it exists in one spec only.
    var reference: SpecChange.OperationReference {
        SpecChange.OperationReference(method: method, path: path, operationId: operationId)
    }
}
