import Foundation

/// Follows non-schema `$ref`s to the object at the end of the chain, checking on the way that each
/// reference lands on the kind it is typed for and that the chain does not loop.
final class ReferenceResolver {
    /// The documents references can reach.
    let store: DocumentStore
    /// The references parsed relative to the main document (most of them), by text: hashing a URL costs more.
    private var parsedInMain: [String: Result<ReferenceTarget, ReferenceFailure>] = [:]
    /// The references parsed relative to other documents.
    private var parsed: [ParseKey: Result<ReferenceTarget, ReferenceFailure>] = [:]

    private struct ParseKey: Hashable {
        let base: URL
        let ref: String
    }

    init(store: DocumentStore) {
        self.store = store
    }

    /// The location to put in diagnostics about `location`: its document named only when it is not the main one.
    func diagnosticLocation(_ location: SpecLocation) -> Diagnostic.Location {
        Diagnostic.Location(location, main: store.main.url)
    }

    /// Parses `ref` relative to `base`, once per distinct pair.
    func target(of ref: String, relativeTo base: URL) -> Result<ReferenceTarget, ReferenceFailure> {
        let inMain = base == store.main.url
        if inMain, let known = parsedInMain[ref] { return known }
        let key = inMain ? nil : ParseKey(base: base, ref: ref)
        if let key, let known = parsed[key] { return known }
        let result = Result { () throws(ReferenceFailure) in try ReferenceTarget.parse(ref, relativeTo: base) }
        if let key { parsed[key] = result } else { parsedInMain[ref] = result }
        return result
    }

    /// Follows `ref`, written at `origin`, through any further `$ref`s to an object of `kind`.
    ///
    /// A reference into another kind of component (a response `$ref` into `components/requestBodies`) fails with
    /// `ref.type`, unless the object there reads as a `kind` object too (``ComponentKind/admits(_:)``): no OpenAPI rule
    /// forbids that, so it is followed and `warn` is told of it (a `ref.type` warning).
    func follow(
        _ ref: String, from origin: SpecLocation, expecting kind: ComponentKind, warn: (ReferenceFailure) -> Void = { _ in }
    ) -> Result<(JSONObject, SpecLocation), ReferenceFailure> {
        var currentRef = ref
        var base = origin.documentURL
        var chain: [SpecLocation] = []
        while true {
            let location: SpecLocation
            let value: JSONValue
            switch lookUp(currentRef, relativeTo: base, expecting: kind, originalRef: ref, warn: warn) {
            case .success(let (found, foundAt)):
                value = found
                location = foundAt
            case .failure(let failure):
                return .failure(failure)
            }
            if chain.contains(location) {
                let path = (chain + [location]).map(\.description).joined(separator: " → ")
                return .failure(ReferenceFailure(code: .refCycle, message: "'\(ref)' never reaches an object: \(path)"))
            }
            chain.append(location)
            guard case .object(let object) = value else {
                return .failure(
                    ReferenceFailure(
                        code: .refType,
                        message: "'\(ref)' points at \(value.typeName) at \(location); a \(kind.objectName) is expected"))
            }
            guard let next = object["$ref"] else { return .success((object, location)) }
            guard case .string(let nextRef) = next else {
                return .failure(
                    ReferenceFailure(code: .refUnresolved, message: "'\(ref)' leads to a '$ref' that is not a string at \(location)"))
            }
            currentRef = nextRef
            base = location.documentURL
        }
    }

    /// Checks a schema-position `$ref` as far as this layer can: the file is local and readable, a pointer
    /// target exists, and it does not name a component of another kind. Anchors are left to the schema compiler.
    func checkSchemaReference(_ ref: String, from origin: SpecLocation) -> ReferenceFailure? {
        if case .failure(let failure) = lookUp(ref, relativeTo: origin.documentURL, expecting: .schemas, originalRef: ref) {
            return failure
        }
        return nil
    }

    /// The value `ref` designates. An anchor fragment succeeds only for schemas, with the whole document as value.
    /// A component of another kind is refused, unless it reads as a `kind` object too (then `warn` is told).
    private func lookUp(
        _ ref: String, relativeTo base: URL, expecting kind: ComponentKind, originalRef: String,
        warn: (ReferenceFailure) -> Void = { _ in }
    ) -> Result<(JSONValue, SpecLocation), ReferenceFailure> {
        let target: ReferenceTarget
        switch self.target(of: localized(ref, relativeTo: base), relativeTo: base) {
        case .success(let parsedTarget): target = parsedTarget
        case .failure(let failure): return .failure(failure)
        }
        let document: DocumentStore.Document
        switch store.document(at: target.documentURL) {
        case .success(let loaded): document = loaded
        case .failure(let failure):
            let verb = failure.code == .refOutsideRoot ? "is refused" : "does not resolve"
            return .failure(ReferenceFailure(code: failure.code, message: "'\(originalRef)' \(verb): \(failure.message)"))
        }
        let pointer: JSONPointer
        switch target.fragment {
        case .pointer(let fragmentPointer):
            pointer = fragmentPointer
        case .anchor(let anchor):
            guard kind == .schemas else {
                return .failure(
                    ReferenceFailure(
                        code: .refUnresolved,
                        message:
                            "'\(originalRef)' uses the anchor '#\(anchor)'; a \(kind.objectName) must be referenced by a JSON Pointer ('#/…')"
                    ))
            }
            return .success((document.json, document.root))
        }
        let location = document.root.moved(to: pointer)
        let value = document.json[pointer]
        if let foundKind = ComponentKind.of(pointer), foundKind != kind {
            let message = "'\(originalRef)' points at a \(foundKind.objectName) (\(location)); a \(kind.objectName) is expected"
            guard case .object(let object)? = value, kind.admits(object) else {
                return .failure(ReferenceFailure(code: .refType, message: message))
            }
            warn(ReferenceFailure(code: .refType, message: message + "; what is there reads as one, so it is used"))
        }
        guard let value else {
            return .failure(
                ReferenceFailure(
                    code: .refUnresolved,
                    message: "'\(originalRef)' does not resolve: \(document.url.lastPathComponent) has nothing at '\(pointer)'"))
        }
        return .success((value, location))
    }
}
