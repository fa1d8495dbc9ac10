import Foundation
import SafeAreaSupport

/// The images a gallery site holds: only those its page shows, and each drawing once, however
/// many devices drew it, so that a site of a whole matrix stays small enough to keep as a CI
/// artifact.
struct GalleryImages {
    /// The report folder the images are copied from.
    let source: RunReportFolder
    /// The site's folder.
    let site: URL
    /// The site's images by a digest of their bytes, to find one already copied.
    private var copied: [Int: [String]] = [:]
    /// The site's path for each report path already placed, for entries that share an image.
    private var placed: [String: String] = [:]

    /// A copier from `source` into `site`.
    init(from source: RunReportFolder, into site: URL) {
        self.source = source
        self.site = site
    }

    /// Copies the images of `report` that the page shows and returns the report with each path
    /// naming the site's copy: one path for every entry that drew the same bytes.
    mutating func copy(_ report: RunReport) throws -> RunReport {
        var shown = report
        for index in shown.entries.indices {
            let entry = shown.entries[index]
            var images = Self.shown(entry.images, failing: entry.status.fails)
            for path in RunReport.Entry.Images.paths {
                guard let original = images[keyPath: path] else { continue }
                images[keyPath: path] = try place(original)
            }
            shown.entries[index].images = images
        }
        return shown
    }

    /// What the page shows of an entry's `images`: every image of a failure, at full size, for
    /// its comparisons; of any other entry its thumbnail and its screen under the layers, which
    /// with the layers on is what its image draws, and its image only when there is no screen.
    static func shown(_ images: RunReport.Entry.Images, failing: Bool) -> RunReport.Entry.Images {
        guard !failing, images.screen != nil else { return images }
        return RunReport.Entry.Images(screen: images.screen, thumbnail: images.thumbnail)
    }

    /// The site's path for the image at `path` in the report's folder: that of an earlier copy of
    /// the same bytes, or `path` itself, copied there.
    private mutating func place(_ path: String) throws -> String {
        if let earlier = placed[path] { return earlier }
        let copy = try copyOnce(path)
        placed[path] = copy
        return copy
    }

    /// The site's path for the image at `path`, which no entry before named: that of an earlier
    /// copy of the same bytes, or `path` itself, copied there.
    private mutating func copyOnce(_ path: String) throws -> String {
        let from = try ContainedPath.resolve(path, under: source.url, namedIn: source.reportFile.path)
        let bytes = try Self.read(from)
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        let digest = hasher.finalize()
        for earlier in copied[digest, default: []] where try Self.read(site.appendingPathComponent(earlier)) == bytes {
            return earlier
        }
        let to = try ContainedPath.resolve(path, under: site, namedIn: source.reportFile.path)
        try AtomicFile.copy(from, to: to, within: site)
        copied[digest, default: []].append(path)
        return path
    }

    private static func read(_ url: URL) throws(FileError) -> Data {
        do {
            return try BoundedFile.read(url, atMost: BoundedFile.inputLimit)
        } catch {
            throw FileError(file: url.path, problem: "cannot read (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
    }
}
