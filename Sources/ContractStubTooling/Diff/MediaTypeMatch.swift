import ContractStubCore
import Foundation

/// Pairs the media types of an old and a new `content` map: same type and subtype, parameters and case ignored.
enum MediaTypeMatch {
    /// Each old media type (as written) with its old object and the new one it matches, if any.
    static func pairs(
        _ old: OrderedMap<OpenAPI.MediaType>, _ new: OrderedMap<OpenAPI.MediaType>
    ) -> [(mediaType: String, old: OpenAPI.MediaType, new: OpenAPI.MediaType?)] {
        var newByKey: [String: OpenAPI.MediaType] = [:]
        for (name, media) in new where newByKey[key(name)] == nil { newByKey[key(name)] = media }
        return old.map { (mediaType: $0.key, old: $0.value, new: newByKey[key($0.key)]) }
    }

    private static func key(_ mediaType: String) -> String {
        let essence = mediaType.split(separator: ";", maxSplits: 1).first.map(String.init) ?? mediaType
        return essence.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
