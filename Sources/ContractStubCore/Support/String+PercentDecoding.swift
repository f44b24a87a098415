import Foundation

extension String {
    /// `removingPercentEncoding`, skipped (it goes through CoreFoundation) when there is no `%` to decode.
    /// `nil` for a malformed escape, like `removingPercentEncoding`.
    var percentDecoded: String? {
        utf8.contains(UInt8(ascii: "%")) ? removingPercentEncoding : self
    }
}
