import Foundation

extension Seeds {
    /// What clients send the mock server, for `fuzz-http`: each seed's first byte picks the size of the pieces the
    /// rest arrives in. Valid requests to petstore's operations, a violating one, the framings the parser reads
    /// (`Content-Length`, chunked with trailers, `Expect: 100-continue`, two pipelined requests), the control API, and
    /// heads the parser refuses.
    public static func httpRequests() -> [Data] {
        let requests = [
            "GET /v1/pets?limit=2 HTTP/1.1\r\nHost: petstore.example.com\r\nAccept: application/json\r\n\r\n",
            "GET /v1/pets/7 HTTP/1.1\r\nHost: 127.0.0.1:4010\r\nPrefer: code=404\r\n\r\n",
            "GET /v1/pets/abc HTTP/1.1\r\nHost: 127.0.0.1:4010\r\nPrefer: dynamic=true, example=cat\r\n\r\n",
            "POST /v1/pets HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 24\r\n\r\n{\"id\":1,\"name\":\"Rex\"}\r\n",
            "POST /v1/pets HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "a\r\n{\"id\":1,\"n\r\nd;ext=1\r\name\":\"Rex\"}\r\n0\r\nX-Trailer: t\r\n\r\n",
            "POST /v1/pets HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}",
            "GET /v1/pets HTTP/1.1\r\nHost: a\r\n\r\nHEAD /v1/pets/1 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            "GET /__contractstub/violations HTTP/1.1\r\nHost: a\r\n\r\nPOST /__contractstub/reset HTTP/1.1\r\nHost: a\r\n\r\n",
            "GET http://petstore.example.com/v1/pets HTTP/1.1\r\nHost: other\r\n\r\n",
            "GET /v1/pets HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
            "GET /v1/pets HTTP/1.0\r\n folded: line\r\n\r\n",
            "BREW /v1/pets HTTP/2.0\r\n\r\n",
        ]
        return requests.enumerated().map { index, text in Data([UInt8(index * 7 % 64)]) + Data(text.utf8) }
    }
}
