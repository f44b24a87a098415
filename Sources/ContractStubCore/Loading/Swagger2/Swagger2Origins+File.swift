import Foundation

extension Swagger2Origins {
    /// The origins of the Swagger 2.0 spec file `data` read from `url`, converted again; `nil` when it is not one.
    /// Only a file with a `swagger` key (`"swagger"` in JSON, `swagger:` in YAML) is parsed.
    static func ofFile(data: Data, url: URL) -> Swagger2Origins? {
        guard ByteSearch.contains(#""swagger""#, in: data) || ByteSearch.contains("swagger:", in: data),
            let json = try? SpecFile.parse(data, from: url), case .object(let root) = json,
            root["swagger"]?.stringValue == "2.0", root["openapi"] == nil
        else { return nil }
        return Swagger2Converter(root: root, url: url, roots: ReferenceRoots(mainURL: url)).convert().origins
    }
}
