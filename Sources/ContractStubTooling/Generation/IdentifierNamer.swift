import ContractStubCore

/// Hands out unique identifiers in the order they are asked for: the first claim of a name gets it, later
/// ones get `2`, `3`, … appended (`showPet`, `showPet2`). Names given as reserved are never handed out.
///
/// ```swift
/// var namer = IdentifierNamer(reserved: ["stub"])
/// namer.claim("stub")     // "stub2"
/// namer.claim("listPets") // "listPets"
/// namer.claim("listPets") // "listPets2"
/// ```
struct IdentifierNamer {
    private var taken: Set<String>

    /// A namer that never hands out `reserved`.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `base`, or `base` with the smallest suffix from 2 up that is still free; the result is now taken.
    mutating func claim(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
