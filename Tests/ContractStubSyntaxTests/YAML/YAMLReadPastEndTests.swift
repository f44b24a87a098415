import Foundation
import Testing

@testable import ContractStubSyntax

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Inputs that once made the YAML reader read past the end of its buffer (issue 38). Each input is placed so that
/// its last byte is the last byte of a readable page and the next page is unmapped: a read one byte past the end
/// stops the test process with SIGSEGV, so these tests fail loudly, without a sanitizer, if such a read comes back.
@Suite("YAML reads stay within the input")
struct YAMLReadPastEndTests {
    /// `body` with `text`'s bytes ending exactly where an inaccessible page begins.
    private func atPageEnd<T>(_ text: String, _ body: (Data) throws -> T) throws -> T {
        let bytes = Array(text.utf8)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = ((bytes.count + page - 1) / page + 1) * page
        #if canImport(Darwin)
        let flags = MAP_PRIVATE | MAP_ANON
        #else
        let flags = MAP_PRIVATE | MAP_ANONYMOUS
        #endif
        guard let region = mmap(nil, length, PROT_READ | PROT_WRITE, flags, -1, 0), region != MAP_FAILED else {
            throw POSIXError(.ENOMEM)
        }
        defer { munmap(region, length) }
        let guardPage = region + (length - page)
        guard mprotect(guardPage, page, PROT_NONE) == 0 else { throw POSIXError(.EACCES) }
        let start = guardPage - bytes.count
        bytes.withUnsafeBytes { start.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        return try body(Data(bytesNoCopy: start, count: bytes.count, deallocator: .none))
    }

    private func refusal(_ text: String) throws -> YAMLSyntaxError? {
        try atPageEnd(text) { (data: Data) -> YAMLSyntaxError? in
            do throws(YAMLSyntaxError) {
                _ = try JSONValue(yaml: data)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The minimized form of `shared/repro/yaml-flow-overflow.yaml` (kept whole in `Fuzz/Corpus/fuzz-yaml/`): an
    /// explicit key `?` in a flow mapping followed by nothing but blanks to the end of the input.
    @Test(arguments: ["{ ?", "{ ? ", "{ ?\t\t", "{a: b, ?   ", "{\n ?\n  \n", "[ ?  ", "key: { ? "])
    func explicitFlowKeyAtTheEndIsAnUnclosedCollection(text: String) throws {
        let error = try refusal(text)
        #expect(error?.code.id == "spec.yaml.syntax")
        #expect(error?.message == "a flow collection is not closed")
        #expect(error?.offset == text.utf8.count)
    }

    /// Every other way a node can end the input right after an indicator, a property or a value.
    @Test(arguments: [
        "{ &a", "{ !t", "[ &a ", "{ a: &x", "{ a: ", "[ a, ", "[ \"a\"", "{ 'a'", "- ", "a:", "? ", "&a", "!t ",
        "- &a", "a: |", "a: >-", "\"a\\", "'a", "--- ", "...", "%YAML 1.2", "a: b #", "*", "[*a",
    ])
    func inputEndingAfterAnIndicatorIsReadWithinBounds(text: String) throws {
        let atPageEnd = try refusal(text)
        // The same input followed by other bytes in the same buffer: what the reader says must not depend on them.
        let followed = Data((text + "{&!\"").utf8).prefix(text.utf8.count)
        var elsewhere: YAMLSyntaxError?
        do throws(YAMLSyntaxError) { _ = try JSONValue(yaml: followed) } catch { elsewhere = error }
        #expect(atPageEnd?.message == elsewhere?.message)
        #expect(atPageEnd?.offset == elsewhere?.offset)
    }

    /// The repro file itself, as kept in the fuzz regression corpus.
    @Test func theReproFileIsRefusedAsAnUnclosedCollection() throws {
        let repro = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fuzz/Corpus/fuzz-yaml/flow-explicit-key-then-blanks.yaml").standardizedFileURL
        let text = try String(contentsOf: repro, encoding: .utf8)
        let error = try refusal(text)
        #expect(error?.message == "a flow collection is not closed")
    }
}
