import Foundation

/// The folders files named by `$ref`s may be read from: the root document's folder and below it, plus any folder
/// the caller allows, compared after resolving symbolic links. A spec from a pull request can then not make
/// ContractStub open `../../home/ci/.token`, nor a link inside the spec's folder that points out of it.
///
/// ```swift
/// let roots = ReferenceRoots(mainURL: specURL, allowed: [URL(fileURLWithPath: "shared/schemas")])
/// roots.refusal(of: URL(fileURLWithPath: "/etc/passwd"))   // a `ref.outside-root` failure
/// ```
struct ReferenceRoots: Sendable {
    /// The root document's folder, symbolic links resolved.
    let mainFolder: String
    /// Every folder files may be read under (the main one first), symbolic links resolved.
    let folders: [String]

    /// The roots of the spec whose root document is at `mainURL`, widened by `allowed` folders.
    init(mainURL: URL, allowed: [URL] = []) {
        mainFolder = Self.canonicalPath(mainURL.deletingLastPathComponent().standardizedFileURL.path)
        folders = [mainFolder] + allowed.map { Self.canonicalPath($0.standardizedFileURL.path) }
    }

    /// Why the file at `url` may not be read, or `nil` when it lies under one of the folders.
    func refusal(of url: URL) -> ReferenceFailure? {
        guard url.isFileURL else { return nil }
        let path = Self.canonicalPath(url.path)
        if folders.contains(where: { Self.path(path, isUnder: $0) }) { return nil }
        let link = path == url.path ? "" : " (through a symbolic link it leads to a file outside)"
        return ReferenceFailure(
            code: .refOutsideRoot,
            message: """
                \(url.path) is outside \(mainFolder), the folder of the root document\(link); referenced files must stay \
                under it. To allow another folder, pass --allow-ref-root <dir> (CLI) or \
                Contract(contentsOf:allowedRefRoots:)
                """)
    }

    /// Whether `path` is `folder` or inside it.
    private static func path(_ path: String, isUnder folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` (absolute) with every symbolic link resolved, as far as the file system has it: the part that does
    /// not exist yet is appended to its nearest existing ancestor, resolved.
    static func canonicalPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path else { return path }
        return (canonicalPath(parent) as NSString).appendingPathComponent((path as NSString).lastPathComponent)
    }
}
