import ContractStubCore
import Foundation

/// Pairs the media types of an old and a new `content` map: same type and subtype, parameters and case ignored.
enum MediaTypeMatch {
    /// Each old media type (as written) with its old object and the new one it matches, if any.
    static func pairs(
        _ old: OrderedMap<OpenAPI.MediaType>, _ new: OrderedMap<OpenAPI.MediaType>
    ) -> [(mediaType: String, old: OpenAPI.MediaType, new: OpenAPI.MediaType?)] {
        pairs(old, new, coveredByRanges: false)
    }

    /// Like ``pairs(_:_:)``, but an old media type the new map does not name is paired with the new range that covers
    /// it (`application/*`, else `*/*`): the new spec still accepts a request body the old one accepted.
    static func requestPairs(
        _ old: OrderedMap<OpenAPI.MediaType>, _ new: OrderedMap<OpenAPI.MediaType>
    ) -> [(mediaType: String, old: OpenAPI.MediaType, new: OpenAPI.MediaType?)] {
        pairs(old, new, coveredByRanges: true)
    }

    private static func pairs(
        _ old: OrderedMap<OpenAPI.MediaType>, _ new: OrderedMap<OpenAPI.MediaType>, coveredByRanges: Bool
    ) -> [(mediaType: String, old: OpenAPI.MediaType, new: OpenAPI.MediaType?)] {
        var newByKey: [String: OpenAPI.MediaType] = [:]
        for (name, media) in new where newByKey[key(name)] == nil { newByKey[key(name)] = media }
        return old.map { name, media in
            let key = key(name)
            var match = newByKey[key]
            if match == nil, coveredByRanges {
                let type = key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
                match = newByKey[type + "/*"] ?? newByKey["*/*"]
            }
            return (mediaType: name, old: media, new: match)
        }
    }

    private static func key(_ mediaType: String) -> String {
        ContentType.essence(of: mediaType)
    }
}
