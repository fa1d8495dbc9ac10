import Foundation
import Testing

/// Every relative link in the package's Markdown leads to a file inside the repository: a reader
/// on GitHub or in a clone finds what each one names.
@Suite("Documentation links")
struct DocumentationLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Markdown files a reader opens: the top level and `Documentation/`.
    static func markdownFiles() throws -> [URL] {
        let topLevel = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        let documentation =
            FileManager.default.enumerator(at: root.appendingPathComponent("Documentation"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return (topLevel + documentation).sorted { $0.path < $1.path }
    }

    @Test func relativeLinksStayInTheRepositoryAndExist() throws {
        let link = try Regex(#"\]\(([^)\s#]+)(#[^)]*)?\)|src="([^"]+)""#)
        var checked = 0
        for file in try Self.markdownFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: link) {
                guard let target = (match.output[1].substring ?? match.output[3].substring).map(String.init),
                    !target.contains("://"), !target.hasPrefix("mailto:")
                else { continue }
                let resolved = file.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                #expect(
                    resolved.path.hasPrefix(Self.root.standardizedFileURL.path + "/"),
                    "\(file.lastPathComponent): \(target) leaves the repository")
                #expect(
                    FileManager.default.fileExists(atPath: resolved.path), "\(file.lastPathComponent): \(target) does not exist")
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
