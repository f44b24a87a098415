import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubServer
@testable import ContractStubSyntax

// Arbitrary bytes as what a client sends `contractstub mock` on one connection: the HTTP/1.1 request parser, with
// small limits so that the 413/414/431 paths are reached too, fed in pieces whose size the first byte picks (requests
// arrive split anywhere); every request it completes is made the engine's request, answered by the mock's responder
// against `specs/petstore.json`, and written out as the server would send it. Nothing may crash or hang.
let contract = Specs.requestContracts()[0]
let responder = MockResponder(contract: contract)
let address = SocketAddress(host: "127.0.0.1", port: 4010)!
let limits = HTTPLimits(requestLine: 512, headerBytes: 2048, headerCount: 24, body: 8192)

FuzzDriver.main(seeds: Seeds.httpRequests) { data in
    guard let first = data.first else { return }
    let piece = Int(first % 64) + 1
    let bytes = Array(data.dropFirst())
    var parser = HTTPRequestParser(limits: limits)
    var offset = 0
    while offset < bytes.count {
        parser.append(Array(bytes[offset..<min(offset + piece, bytes.count)]))
        offset += piece
        steps: while true {
            switch parser.next() {
            case .failure: return
            case .success(.needsMoreBytes): break steps
            case .success(.expectsContinue): continue
            case .success(.request(let received)):
                guard let request = MockServer.request(received, address: address) else { continue }
                _ = MockServer.answer(responder.answer(request))
            }
        }
    }
}
