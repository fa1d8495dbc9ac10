import Foundation
import Rasterizer
import SafeAreaSupport

/// References with the same pixels are stored once: a reference recorded with the pixels of a
/// file beside it is a symbolic link to that file, by its bare name, so that the devices that
/// share a geometry share one drawing in the store as they do in a run.
///
/// A name keeps its own image whatever happens to its twin: before a file that links point at is
/// rewritten or removed, the first link becomes a file with its bytes and the others point at that.
/// A link is only ever to a file in the same folder; any other link is refused, never followed.
enum ReferenceTwins {
    /// How much of a file is read to find its seal, which is written before the image data.
    private static let sealReach = 1024

    /// The name of a file beside `url`, not `url` itself, whose seal vouches for the pixels `hash`
    /// and still holds: a twin to link to.
    static func file(holding hash: PixelHash, beside url: URL) -> String? {
        let folder = url.deletingLastPathComponent()
        for name in siblings(of: url) where !isLink(folder.appendingPathComponent(name)) {
            let file = folder.appendingPathComponent(name)
            guard let head = try? FileHandle(forReadingFrom: file).read(upToCount: sealReach),
                ReferenceSeal(in: Array(head))?.pixels == hash,
                let bytes = try? ReferenceStore.contents(of: file),
                let seal = ReferenceSeal(in: bytes), seal.holds(bytes)
            else { continue }
            return name
        }
        return nil
    }

    /// Gives the links that point at `url` an image of their own before `url` is replaced or
    /// removed: the first becomes a copy of its bytes, and the others link to that copy.
    static func detach(_ url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let dependents = siblings(of: url).filter { target(of: folder.appendingPathComponent($0)) == url.lastPathComponent }
        guard let heir = dependents.first, let bytes = try ReferenceStore.contents(of: url) else { return }
        try AtomicFile.write(bytes, to: folder.appendingPathComponent(heir))
        for other in dependents.dropFirst() {
            try AtomicFile.symbolicLink(folder.appendingPathComponent(other), toFileNamed: heir)
        }
    }

    /// Refuses a reference at `url` that is a symbolic link to anything but a file beside it.
    static func checkLink(at url: URL) throws(FileError) {
        guard let name = target(of: url) else { return }
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw FileError(
                file: url.path,
                problem: "the reference is a symbolic link to '\(name)', and a reference may only link to a file beside it",
                kind: .unreadable)
        }
    }

    /// The `.png` files and links beside `url`, sorted, without `url`.
    private static func siblings(of url: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") && $0 != url.lastPathComponent }.sorted()
    }

    private static func isLink(_ url: URL) -> Bool { target(of: url) != nil }

    /// What the symbolic link at `url` names, or nil when `url` is not a link.
    private static func target(of url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }
}
