import Testing

@testable import ContractStubCore

extension RoutingTests {
    @Suite struct RouteSuggestionsTests {
        let routes: [(method: String, template: PathTemplate)]

        init() throws {
            routes = [
                ("GET", try PathTemplate("/pets")), ("GET", try PathTemplate("/pets/{petId}")),
                ("DELETE", try PathTemplate("/pets/{petId}")), ("GET", try PathTemplate("/stores/{storeId}/orders")),
            ]
        }

        @Test func suggestsTheClosestTemplateWithTheSameMethodFirst() {
            let suggestions = RouteSuggestions.closest(to: "/pet/42", method: "DELETE", among: routes)
            #expect(suggestions.map(\.description) == ["DELETE /pets/{petId}", "GET /pets/{petId}"])
        }

        @Test func caseOnlyDifferenceIsCloser() {
            let suggestions = RouteSuggestions.closest(to: "/Pets", method: "GET", among: routes, limit: 1)
            #expect(suggestions.map(\.description) == ["GET /pets"])
        }

        @Test func farPathsGetNoSuggestion() {
            #expect(RouteSuggestions.closest(to: "/a/b/c/d/e/f", method: "GET", among: routes).isEmpty)
        }

        @Test func diagnosticsCarryCodesAndSuggestions() throws {
            let suggestions = RouteSuggestions.closest(to: "/pet/1", method: "GET", among: routes, limit: 1)
            let unknown = RouteDiagnostics.unknownRoute(method: "get", path: "/pet/1", suggestions: suggestions)
            #expect(unknown.code == "request.route.unknown")
            #expect(unknown.message == "no operation in the spec matches GET /pet/1")
            #expect(unknown.suggestion == "did you mean GET /pets/{petId}?")

            let template = try PathTemplate("/pets/{petId}")
            let method = RouteDiagnostics.methodNotAllowed(
                method: "put", path: "/pets/1", template: template, allowedMethods: ["DELETE", "GET"])
            #expect(method.code == "request.route.method")
            #expect(method.message == "/pets/{petId} has no PUT operation (allowed: DELETE, GET)")
            #expect(method.specPointer?.description == "/paths/~1pets~1{petId}")

            let slash = RouteDiagnostics.trailingSlash(path: "/pets/1/", template: template)
            #expect(slash.severity == .warning)
            #expect(slash.code == "request.route.trailing-slash")
        }
    }
}
