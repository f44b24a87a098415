/// Finds the operation for a method and path: a trie over path segments, built once from the spec's templates.
///
/// Literal segments beat templated ones at every depth (`/pets/mine` before `/pets/{petId}`), whatever the
/// declaration order; among templated segments the one with more literal text is tried first. Templates that differ
/// only in parameter names share one branch (`/a/{id}/x` and `/a/{key}/{name}` both go through `/a/{}`), so the
/// literal `x` is tried before `{name}` whichever was declared first; captures take the matched template's names. Captured values are percent-decoded on demand (``PathCapture/value``).
/// A trailing slash that only one side has is tolerated, and the result says so.
///
/// ```swift
/// var trie = RouteTrie<String>()
/// try trie.insert("/pets/{petId}", method: "GET", payload: "showPetById")
/// trie.match(method: "GET", path: "/pets/42")   // .found(RouteMatch(payload: "showPetById", …))
/// ```
struct RouteTrie<Payload: Sendable>: Sendable {
    private var root = RouteNode<Payload>()
    /// Every route, in insertion order, for suggestions.
    private(set) var routes: [(method: String, template: PathTemplate)] = []

    /// An empty trie.
    init() {}

    /// Adds `payload` for `method` (compared case-insensitively) at `template`; a repeated pair replaces the payload.
    /// - Throws: ``PathTemplateError`` when the template does not parse.
    mutating func insert(_ template: String, method: String, payload: Payload) throws(PathTemplateError) {
        insert(try PathTemplate(template), method: method, payload: payload)
    }

    /// Adds `payload` for `method` at a parsed template.
    mutating func insert(_ template: PathTemplate, method: String, payload: Payload) {
        let method = method.uppercased()
        let replaced = root.insert(template, segmentIndex: 0, method: method, payload: payload)
        if !replaced { routes.append((method, template)) }
    }

    /// Matches a request path (percent-encoded, without query) and method.
    func match(method: String, path: String) -> RouteLookup<Payload> {
        // Methods are almost always sent in upper case already: no new string then.
        let isUpperCase = !method.utf8.contains { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || $0 >= 0x80 }
        let method = isUpperCase ? method : method.uppercased()
        let segments = Self.segments(of: path)
        var pathOnly: RouteMatch<Payload>?
        if let found = find(method, segments, &pathOnly) { return .found(found) }
        if pathOnly == nil, !segments.isEmpty {
            let alternative = segments.last == "" ? Array(segments.dropLast()) : segments + [""]
            if var found = find(method, alternative, &pathOnly) {
                found.toleratedTrailingSlash = true
                return .found(found)
            }
        }
        if let pathOnly {
            return .methodNotAllowed(template: pathOnly.template, allowedMethods: pathOnly.allowedMethods)
        }
        return .notFound
    }

    private func find(_ method: String, _ segments: [Substring], _ pathOnly: inout RouteMatch<Payload>?)
        -> RouteMatch<Payload>?
    {
        var captures: [PathCapture] = []
        return root.find(method, segments, 0, &captures, &pathOnly)
    }

    /// The segments after the leading `/` (`/` alone has none; a trailing `/` gives an empty last segment), split
    /// at the byte `/` as ``PathTemplate`` splits templates (not at characters: no grapheme breaking per request).
    static func segments(of path: String) -> [Substring] {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        var start = utf8.startIndex
        if utf8.first == slash { start = utf8.index(after: start) }
        if start == utf8.endIndex { return [] }
        // One walk over the bytes. Pieces are cut from the UTF-8 view, not `path[range]`, which would round a cut
        // down to a Character boundary (a combining mark after `/` joins it into one Character).
        var segments: [Substring] = []
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == slash {
                segments.append(Substring(utf8[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        segments.append(Substring(utf8[start..<index]))
        return segments
    }
}

/// What looking up a request in a ``RouteTrie`` found.
enum RouteLookup<Payload: Sendable>: Sendable {
    /// A template and method matched.
    case found(RouteMatch<Payload>)
    /// A template matched the path but has no operation for the method.
    case methodNotAllowed(template: PathTemplate, allowedMethods: [String])
    /// No template matched the path.
    case notFound
}

/// A matched route.
struct RouteMatch<Payload: Sendable>: Sendable {
    /// What was stored for the template and method (e.g. the operation).
    let payload: Payload
    /// The matched template.
    let template: PathTemplate
    /// The path parameters, in template order.
    let captures: [PathCapture]
    /// The methods the template has, upper case, sorted.
    let allowedMethods: [String]
    /// `true` when the match needed a trailing slash added or removed (worth a `request.route.trailing-slash` warning).
    var toleratedTrailingSlash = false

    /// The raw capture of the parameter `name`.
    func capture(named name: String) -> PathCapture? {
        captures.first { $0.name == name }
    }
}

/// One node of the trie: the routes ending here and the children by segment.
struct RouteNode<Payload: Sendable>: Sendable {
    /// A route ending at a node: templates ending here differ at most in their parameter names, so each method keeps
    /// its own template (and the names its captures take).
    struct Entry: Sendable {
        let payload: Payload
        let template: PathTemplate
    }

    var template: PathTemplate?
    var methods: [String: Entry] = [:] {
        didSet { allowedMethods = methods.keys.sorted() }
    }
    /// The keys of ``methods``, sorted (every match reports them).
    private(set) var allowedMethods: [String] = []
    var literalChildren: [String: RouteNode] = [:]
    /// Keyed by the segment's shape (parameter names left out), most literal text first.
    var templatedChildren: [(segment: PathTemplate.Segment, node: RouteNode)] = []

    /// Inserts below this node; returns whether an existing method entry was replaced.
    mutating func insert(_ template: PathTemplate, segmentIndex: Int, method: String, payload: Payload) -> Bool {
        guard segmentIndex < template.segments.count else {
            if self.template == nil { self.template = template }
            return methods.updateValue(Entry(payload: payload, template: template), forKey: method) != nil
        }
        let segment = template.segments[segmentIndex]
        if let literal = segment.literal {
            return literalChildren[literal, default: RouteNode()].insert(
                template, segmentIndex: segmentIndex + 1, method: method, payload: payload)
        }
        let shape = segment.shape
        if let index = templatedChildren.firstIndex(where: { $0.segment == shape }) {
            return templatedChildren[index].node.insert(
                template, segmentIndex: segmentIndex + 1, method: method, payload: payload)
        }
        var child = RouteNode()
        _ = child.insert(template, segmentIndex: segmentIndex + 1, method: method, payload: payload)
        let position = templatedChildren.firstIndex { $0.segment.literalLength < segment.literalLength }
        templatedChildren.insert((shape, child), at: position ?? templatedChildren.endIndex)
        return false
    }

    /// Depth-first search: the first route with `method`; remembers in `pathOnly` the first path match without it.
    func find(
        _ method: String, _ segments: [Substring], _ index: Int, _ captures: inout [PathCapture],
        _ pathOnly: inout RouteMatch<Payload>?
    ) -> RouteMatch<Payload>? {
        guard index < segments.count else {
            guard let template else { return nil }
            if let entry = methods[method] {
                return RouteMatch(
                    payload: entry.payload, template: entry.template, captures: Self.named(captures, by: entry.template),
                    allowedMethods: allowedMethods)
            }
            if pathOnly == nil, let any = methods.first?.value {
                pathOnly = RouteMatch(
                    payload: any.payload, template: template, captures: Self.named(captures, by: template),
                    allowedMethods: allowedMethods)
            }
            return nil
        }
        let segment = segments[index]
        if !literalChildren.isEmpty, let child = literalChildren[PercentDecoding.decode(segment) ?? String(segment)],
            let found = child.find(method, segments, index + 1, &captures, &pathOnly)
        {
            return found
        }
        for (childSegment, child) in templatedChildren {
            let mark = captures.count
            guard childSegment.match(segment, captures: &captures) else { continue }
            if let found = child.find(method, segments, index + 1, &captures, &pathOnly) { return found }
            captures.removeSubrange(mark...)
        }
        return nil
    }

    /// The captures (made along shared, unnamed branches) with the names of `template`'s parameters, in order.
    private static func named(_ captures: [PathCapture], by template: PathTemplate) -> [PathCapture] {
        zip(template.parameterNames, captures).map { PathCapture(name: $0, rawValue: $1.rawValue) }
    }
}
