import Testing

// `#expect(throws:)` and `#require(throws:)` return the error they caught from Swift 6.1 on; Swift 6.0's return
// nothing. Tests that look into the error use these instead, on every compiler.

/// The error `body` throws when it is an `E`; otherwise records an issue at the caller, as `#expect(throws:)` does,
/// and returns `nil`.
func expectError<E: Error, R>(_ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R) -> E? {
    do {
        _ = try body()
        Issue.record("expected an error of type \(E.self), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected an error of type \(E.self), but \(error) was thrown", sourceLocation: sourceLocation)
    }
    return nil
}

/// ``expectError(_:sourceLocation:_:)`` that ends the test when `body` does not throw an `E`, as `#require(throws:)`
/// does.
func requireError<E: Error, R>(_ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R) throws -> E {
    let error = expectError(type, sourceLocation: sourceLocation, body)
    return try #require(error, sourceLocation: sourceLocation)
}

/// ``expectError(_:sourceLocation:_:)`` for an `async` body.
func expectError<E: Error>(
    _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async -> E? {
    do {
        try await body()
        Issue.record("expected an error of type \(E.self), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected an error of type \(E.self), but \(error) was thrown", sourceLocation: sourceLocation)
    }
    return nil
}

/// ``requireError(_:sourceLocation:_:)`` for an `async` body.
func requireError<E: Error>(
    _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async throws -> E {
    let error = await expectError(type, sourceLocation: sourceLocation, body)
    return try #require(error, sourceLocation: sourceLocation)
}
