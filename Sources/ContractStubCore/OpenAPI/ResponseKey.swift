extension OpenAPI {
    /// A key of the Responses Object: an exact status, a range such as `2XX`, or `default`.
    package enum ResponseKey: Sendable, Hashable, CustomStringConvertible {
        /// An exact status code, e.g. `404`.
        case status(Int)
        /// Every status of one class: `range(2)` is `2XX`.
        case range(Int)
        /// Any status not listed otherwise.
        case `default`

        /// Reads `200`, `2XX` (or `2xx`) and `default`; `nil` for anything else.
        package init?(_ text: String) {
            if text == "default" {
                self = .default
                return
            }
            let characters = Array(text.utf8)
            guard characters.count == 3, let first = characters.first, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(first)
            else { return nil }
            let leading = Int(first - UInt8(ascii: "0"))
            if characters[1...].allSatisfy({ $0 == UInt8(ascii: "X") || $0 == UInt8(ascii: "x") }) {
                self = .range(leading)
            } else if let code = Int(text) {
                self = .status(code)
            } else {
                return nil
            }
        }

        /// Whether a response with `status` falls under this key (ignoring more specific keys).
        package func matches(_ status: Int) -> Bool {
            switch self {
            case .status(let code): return code == status
            case .range(let leading): return status / 100 == leading
            case .default: return true
            }
        }

        /// How specific the key is: exact statuses beat ranges, which beat `default`.
        package var precedence: Int {
            switch self {
            case .status: return 2
            case .range: return 1
            case .default: return 0
            }
        }

        /// `200`, `2XX` or `default`.
        package var description: String {
            switch self {
            case .status(let code): return String(code)
            case .range(let leading): return "\(leading)XX"
            case .default: return "default"
            }
        }
    }
}

extension RandomAccessCollection where Element == OpenAPI.ResponseKey {
    /// The position of the key that covers `status` most specifically: the exact code, else its `NXX` range, else
    /// `default`; the first one on a tie. One pass over plain keys, nothing copied or allocated: it runs for every
    /// checked response.
    func mostSpecific(for status: Int) -> Index? {
        var best: (index: Index, precedence: Int)?
        for index in indices {
            let candidate = self[index]
            guard candidate.matches(status), candidate.precedence > (best?.precedence ?? -1) else { continue }
            best = (index, candidate.precedence)
        }
        return best?.index
    }
}
