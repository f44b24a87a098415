import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The golden file for `specs/bookshop.json` (Generated/BookshopStubs.swift, `--name BookshopStubs --access public`)
/// compiled and used: named examples, ranges and typed path parameters.
@Suite struct BookshopStubsTests {
    @Test(arguments: BookshopStubs.ListBooks.Example.allCases)
    func namedExampleIsTheBody(example: BookshopStubs.ListBooks.Example) async throws {
        let stub = try Specs.stub("bookshop.json")
        stub.bookshop.listBooks.respond(.ok, example: example)
        let (data, response) = try await stub.makeSession().data(from: Specs.bookshop("/books"))
        #expect(response.status == 200)
        let items = try JSONDecoder().decode(JSONValue.self, from: data)["items"]
        if case .array(let books)? = items {
            #expect(books.isEmpty == (example == .empty))
        } else {
            Issue.record("no items array in \(String(decoding: data, as: UTF8.self))")
        }
        #expect(stub.violations.isEmpty)
    }

    @Test func rangeCaseSendsACodeOfItsRange() async throws {
        let stub = try Specs.stub("bookshop.json")
        stub.bookshop.listBooks.respond(.clientError)
        let (_, response) = try await stub.makeSession().data(from: Specs.bookshop("/books"))
        #expect(response.status == 400)
        #expect(stub.violations.isEmpty)
    }

    @Test func undeclaredStatusIsAViolation() async throws {
        let stub = try Specs.stub("bookshop.json")
        stub.bookshop.showShelf.respond(.status(503))
        var request = URLRequest(url: Specs.bookshop(BookshopStubs.ShowShelf.path(shelfId: 3)))
        request.setValue("Bearer token", forHTTPHeaderField: "Authorization")
        let (_, response) = try await stub.makeSession().data(for: request)
        #expect(response.status == 500, "the stub cannot produce an undeclared status")
        #expect(stub.violations.map(\.code) == ["stub.status.undeclared"])
    }

    @Test func pathParametersAreTypedAndEncoded() {
        #expect(BookshopStubs.ShowAuthor.path(name: "Ursula K. Le Guin") == "/authors/;name=Ursula%20K.%20Le%20Guin")
        #expect(BookshopStubs.ShowShelf.path(shelfId: 3) == "/shelves/.3", "label style")
        #expect(BookshopStubs.UploadCover.path(bookId: "a/b") == "/books/a%2Fb/cover")
    }

    @Test func operationsAreNamedByOperationId() {
        #expect(BookshopStubs.ShowBook.target == "showBook")
        #expect(BookshopStubs.DeleteBook.Status.noContent.code == 204)
    }
}
