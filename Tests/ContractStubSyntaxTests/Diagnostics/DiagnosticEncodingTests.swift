import Foundation
import Testing

@testable import ContractStubSyntax

/// One JSON form of a diagnostic: fixed members always present, optional ones only when known, and `Codable`
/// writing and reading the same members as ``Diagnostic/jsonValue(file:)``.
@Suite("Diagnostic encoding")
struct DiagnosticEncodingTests {
    static let full = Diagnostic(
        .error, code: .schemaMinimum, message: "expected a number >= 1, found 0",
        at: Diagnostic.Location(
            pointer: "/paths/~1pets/get/parameters/0/schema/minimum", position: SourcePosition(offset: 9, line: 3, column: 7)),
        instancePointer: "/query/limit", operationId: "listPets", suggestion: "send 1 or more")

    @Test func writesMembersInOneOrder() {
        #expect(
            Self.full.jsonValue(file: "api.json").serialized()
                == #"{"severity":"error","code":"schema.minimum","message":"expected a number >= 1, found 0","file":"api.json","pointer":"/paths/~1pets/get/parameters/0/schema/minimum","line":3,"column":7,"instancePointer":"/query/limit","operationId":"listPets","suggestion":"send 1 or more"}"#
        )
        let bare = Diagnostic(.warning, code: .requestBodyHidden, message: "body not visible")
        #expect(
            bare.jsonValue().serialized()
                == #"{"severity":"warning","code":"request.body.hidden","message":"body not visible","file":null,"pointer":null,"line":null,"column":null}"#
        )
    }

    @Test func codableWritesTheSameObjectAndReadsItBack() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(Self.full)
        let viaCodable = try JSONValue(decoding: data)
        #expect(viaCodable == Self.full.jsonValue())
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: data)
        #expect(decoded.jsonValue() == Self.full.jsonValue())
    }

    @Test func readsTheOlderSpecPointerMember() throws {
        let old = #"{"severity":"error","code":"schema.type","message":"m","specPointer":"/a/b"}"#
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: Data(old.utf8))
        #expect(decoded.specPointer == "/a/b")
    }

    @Test func locationNamesOnlyOtherDocuments() {
        let main = URL(fileURLWithPath: "/tmp/api.json")
        let inMain = Diagnostic.Location(SpecLocation(documentURL: main, pointer: "/info"), main: main)
        #expect(inMain.document == nil)
        let other = Diagnostic.Location(SpecLocation(documentURL: URL(fileURLWithPath: "/tmp/pets.json"), pointer: "/Pet"), main: main)
        #expect(other.documentPath == "/tmp/pets.json")
        var legacy = Diagnostic(.error, code: .refUnresolved, message: "m", file: "file:///tmp/pets.json")
        #expect(legacy.file == "/tmp/pets.json")
        legacy.file = "/tmp/x/../pets.json"
        #expect(legacy.location.document == URL(fileURLWithPath: "/tmp/pets.json"))
    }

    @Test func thrownErrorsConvertToDiagnostics() {
        let syntax: any DiagnosticError = JSONSyntaxError(message: "expected a value", line: 1, column: 2, offset: 1)
        #expect(syntax.diagnostic.code == DiagnosticCode.jsonSyntax.id)
    }
}
