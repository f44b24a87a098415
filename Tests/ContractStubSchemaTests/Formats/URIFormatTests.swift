import Testing

@testable import ContractStubSchema
@testable import ContractStubSyntax

extension JSONSchemaTests {
    /// The one-pass `uri` checker against a plain reading of RFC 3986 (split at the first `#`, then the first `?`,
    /// then the authority), over many generated strings: the two must agree on every one.
    @Suite struct URIFormatTests {
        /// Pieces a URI is made of, and that move the checker between its states.
        static let usual: [String] = [
            "a", "Z", "0", "9", "+", "-", ".", "_", "~", "!", "=", ":", "/", "//", "?", "#", "@", "[::1]", "%4f", "1:2",
            "path/to", "Segment-1.2", ",", ";",
        ]
        /// Pieces that must be refused in some or all places, near the edges of the byte ranges the checker tests
        /// eight bytes at a time.
        static let unusual: [String] = [
            "[", "]", "%", "%g0", " ", "é", "\"", "::", "`", "{", "|", "}", "^", "\\", "<", "\u{7F}", "\u{0D}",
        ]

        @Test func agreesWithASplitReadingOfTheGrammar() {
            var generator = SeededGenerator(seed: 0x5EED_0001)
            var checked = 0
            var valid = 0
            for _ in 0..<20_000 {
                let scheme = ["http", "h1+.-x", "", "1a", "a b"].randomElement(using: &generator)!
                let rest = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                    (Int.random(in: 0..<12, using: &generator) == 0 ? Self.unusual : Self.usual).randomElement(using: &generator)!
                }
                let text = scheme + (Bool.random(using: &generator) ? ":" : "") + rest.joined()
                let expected = Self.referenceIsURI(text)
                let found = SchemaFormat.uri.accepts(.string(text))
                #expect(found == expected, "\(text)")
                checked += 1
                if expected { valid += 1 }
            }
            #expect(valid > 1_000 && checked - valid > 1_000, "the generator should make both kinds: \(valid) of \(checked)")
        }

        /// `scheme ":" ["//" authority] path ["?" query] ["#" fragment]`, each part checked on its own.
        static func referenceIsURI(_ text: String) -> Bool {
            guard let colon = text.firstIndex(of: ":") else { return false }
            let scheme = text[..<colon]
            guard let first = scheme.first, first.isASCII, first.isLetter,
                scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
            else { return false }
            var rest = text[text.index(after: colon)...]
            if let hash = rest.firstIndex(of: "#") {
                guard isEncoded(rest[rest.index(after: hash)...], extra: "/?:@") else { return false }
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                guard isEncoded(rest[rest.index(after: question)...], extra: "/?:@") else { return false }
                rest = rest[..<question]
            }
            if rest.hasPrefix("//") {
                let authority = rest.dropFirst(2).prefix { $0 != "/" }
                guard isAuthority(authority) else { return false }
                rest = rest[authority.endIndex...]
            }
            return isEncoded(rest, extra: "/:@")
        }

        /// `[userinfo "@"] host [":" port]`, the host a name or a bracketed IPv6 address.
        static func isAuthority(_ authority: Substring) -> Bool {
            var hostPort = authority
            if let at = authority.lastIndex(of: "@") {
                guard isEncoded(authority[..<at], extra: ":") else { return false }
                hostPort = authority[authority.index(after: at)...]
            }
            if hostPort.hasPrefix("[") {
                guard let close = hostPort.firstIndex(of: "]"),
                    SchemaFormat.ipv6.accepts(.string(String(hostPort[hostPort.index(after: hostPort.startIndex)..<close])))
                else { return false }
                let port = hostPort[hostPort.index(after: close)...]
                return port.isEmpty || (port.first == ":" && port.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
            }
            var host = hostPort
            if let colon = hostPort.lastIndex(of: ":") {
                guard hostPort[hostPort.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
                host = hostPort[..<colon]
            }
            return isEncoded(host, extra: "")
        }

        /// Only unreserved characters, sub-delimiters, `%XX` and the characters of `extra`.
        static func isEncoded(_ part: Substring, extra: String) -> Bool {
            let plain = "-._~!$&'()*+,;=" + extra
            var rest = part.utf8[...]
            while let byte = rest.first {
                if byte < 128, ASCII.isAlphanumeric(byte) || plain.utf8.contains(byte) {
                    rest = rest.dropFirst()
                } else if byte == UInt8(ascii: "%"), rest.count >= 3, rest.dropFirst().prefix(2).allSatisfy(ASCII.isHexDigit) {
                    rest = rest.dropFirst(3)
                } else {
                    return false
                }
            }
            return true
        }
    }
}
