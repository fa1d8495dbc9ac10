import DeviceGeometry
import Foundation
import Rasterizer
import SafeAreaSupport
import SnapshotDiff

/// Reference PNGs on disk, `<root>/<suite>/<test>/<name>.png`, verified and recorded safely.
///
/// Every write is atomic, and recording never rewrites a file whose pixels are unchanged, so git
/// sees no churn. Each reference carries a `ReferenceSeal`: a render with the sealed pixel hash
/// is verified without decoding the reference, as long as the file still holds the image data it
/// was sealed over; otherwise the reference is decoded and compared in full, so results stay
/// exact, and one that does not decode or whose pixels are not the sealed ones is damaged.
public struct ReferenceStore: Sendable {
    /// The folder holding the suites.
    public var root: URL
    /// Where the actual, diff and strip images of failures go.
    package var artifacts: URL

    /// A store at `root`; artifacts go to `$SAFEAREA_ARTIFACTS`, else `.build/safearea-artifacts`
    /// in the working folder.
    public init(root: URL, artifacts: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        self.artifacts =
            artifacts
            ?? environment["SAFEAREA_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/safearea-artifacts")
    }

    /// What checking one image against its reference came to.
    public enum Check: Hashable, Sendable {
        /// The reference matches; `byHash` when its stored hash settled it without decoding.
        case matched(byHash: Bool)
        /// The reference was written where there was none.
        case recorded
        /// The reference was there and was replaced, as the `failed` and `all` modes replace one
        /// that differs or is damaged; the message says why, and `artifacts` and `diff` hold the
        /// failure images and figures when the images were compared.
        case rewritten(String, artifacts: [URL] = [], diff: DiffResult? = nil)
        /// The image differs from the reference, or the reference is missing; the message says
        /// how and where the images are, `artifacts` lists the actual, diff and strip images, and
        /// `diff` holds the comparison's figures when the images were compared.
        case failed(String, artifacts: [URL] = [], diff: DiffResult? = nil)

        /// The failure image of `kind`, `actual`, `diff` or `strip`, when the check wrote one.
        public func failureImage(_ kind: String) -> URL? {
            switch self {
            case .failed(_, let artifacts, _), .rewritten(_, let artifacts, _):
                artifacts.first { $0.deletingPathExtension().pathExtension == kind }
            case .matched, .recorded:
                nil
            }
        }
    }

    /// The reference for one image, or with `pathExtension` another kind of file; an empty `test`
    /// leaves its folder out.
    public func url(suite: String, test: String, name: String, pathExtension: String = "png") -> URL {
        let folder = root.appendingPathComponent(suite)
        return (test.isEmpty ? folder : folder.appendingPathComponent(test)).appendingPathComponent("\(name).\(pathExtension)")
    }

    /// Checks `image` against its reference under `mode`, comparing with `options` when the hashes
    /// differ.
    public func check(
        _ image: Bitmap, suite: String, test: String, name: String, mode: RecordMode,
        options: DiffOptions = DiffOptions()
    ) -> Check {
        do {
            return try verify(image, suite: suite, test: test, name: name, mode: mode, options: options)
        } catch {
            return .failed("\(error)")
        }
    }

    /// Checks `image` as ``check(_:suite:test:name:mode:options:)`` does, but a reference that
    /// cannot be read or written throws: the store, not the image, is at fault, and a command
    /// reports that as a run that could not be made rather than as a difference.
    package func verify(
        _ image: Bitmap, suite: String, test: String, name: String, mode: RecordMode, options: DiffOptions
    ) throws(FileError) -> Check {
        let reference = url(suite: suite, test: test, name: name)
        let hash = PixelHash(image)
        return try check(reference, mode: mode, record: { try Self.record(image, hash: hash, at: reference, within: root) }) {
            bytes in
            let seal = ReferenceSeal(in: bytes)
            if let seal, seal.pixels == hash, seal.holds(bytes) { return .identical(byHash: true) }
            let referenceImage: Bitmap
            do {
                referenceImage = try PNG.decode(bytes)
            } catch {
                return .damaged("\(reference.path) is damaged: \(error)")
            }
            if let seal, seal.pixels != PixelHash(referenceImage) {
                return .damaged(
                    "\(reference.path) is damaged: its pixels are not the ones it was recorded with (they do not match its seal)")
            }
            // The diff image is painted in the same pass: a failure never compares twice.
            let (comparison, diffImage) = ImageDiff.compare(referenceImage, image, options: options, drawsDiff: true)
            // Equal pixels under an intact seal mean its pixel hash was the render's, and the
            // first line found that the seal no longer holds the file's image data.
            if comparison.outcome == .identicalPixels { return seal == nil ? .identical(byHash: false) : .outdatedSeal }
            if comparison.isWithinTolerance(of: options) { return .withinTolerance }
            return .differs {
                let artifacts = writeArtifacts(
                    reference: referenceImage, actual: image, diff: diffImage, suite: suite, test: test, name: name)
                let message = failureMessage(comparison, name: name, reference: reference, artifacts: artifacts)
                return (message, [artifacts.actual] + [artifacts.diff, artifacts.strip].compactMap { $0 }, comparison)
            }
        }
    }

    /// What a render is, beside the reference it is checked against.
    enum Comparison {
        /// The same; `byHash` when the stored hash settled it without decoding.
        case identical(byHash: Bool)
        /// The same pixels in a file whose seal is from before 0.8.0 or was made over other image
        /// data (the file was recompressed): it passes, and `all` mode seals it anew. A file with
        /// no seal at all is left as it is, as a team may keep references written by other tools.
        case outdatedSeal
        /// Different, within the tolerance: it passes, and only `all` mode rewrites it.
        case withinTolerance
        /// Different beyond the tolerance; the failure's message, images and figures, made when needed.
        case differs(() -> (message: String, artifacts: [URL], diff: DiffResult?))
        /// The reference does not decode, or its pixels are not the ones its seal vouches for.
        case damaged(String)
    }

    /// The rules every reference follows under `mode`: a missing reference is written unless the
    /// mode is `never`, `all` rewrites a reference that changed, `failed` rewrites one that fails
    /// and fails once, a damaged reference is rewritten only by `failed` and `all`, and a file that
    /// exists but cannot be read is never taken for missing: it throws, as a reference that cannot
    /// be written does.
    func check(
        _ reference: URL, mode: RecordMode, record: () throws -> Void,
        compare: ([UInt8]) -> Comparison
    ) throws(FileError) -> Check {
        RunManifest.note(reference, artifacts: artifacts)
        func write(replacing reason: String? = nil, artifacts: [URL] = [], diff: DiffResult? = nil) throws(FileError) -> Check {
            do {
                try record()
            } catch let error as FileError {
                throw error
            } catch {
                throw FileError(file: reference.path, problem: "cannot record the reference (\(error))", kind: .unwritable)
            }
            return reason.map { .rewritten($0, artifacts: artifacts, diff: diff) } ?? .recorded
        }
        guard let stored = try Self.contents(of: reference) else {
            let twin = (try? FileManager.default.destinationOfSymbolicLink(atPath: reference.path)).map {
                " (it is a link to \($0), which is gone)"
            }
            return mode == .never
                ? .failed(
                    "no reference at \(reference.path)\(twin ?? ""), and SAFEAREA_RECORD=never (the default on CI) records none; "
                        + "record it with SAFEAREA_RECORD=missing and commit it")
                : try write()
        }
        switch compare(stored) {
        case .identical(let byHash):
            return .matched(byHash: byHash)
        case .outdatedSeal:
            return mode == .all ? try write(replacing: "\(reference.path) was sealed anew") : .matched(byHash: false)
        case .damaged(let problem):
            return mode == .never || mode == .missing
                ? .failed(problem + "; record it again with SAFEAREA_RECORD=failed or all") : try write(replacing: problem)
        case .withinTolerance:
            return mode == .all
                ? try write(replacing: "\(reference.path) differed within the tolerance") : .matched(byHash: false)
        case .differs(let failure):
            if mode == .all { return try write(replacing: "\(reference.path) differed") }
            let (message, files, diff) = failure()
            return mode == .failed
                ? try write(replacing: message, artifacts: files, diff: diff) : .failed(message, artifacts: files, diff: diff)
        }
    }

    /// Writes `image` as the reference at `url`, with its hash, atomically: a link to the file
    /// beside it that holds the same pixels, if there is one (``ReferenceTwins``), else a file.
    /// Its folder must not lead out of the store's `root` through a symbolic link.
    static func record(_ image: Bitmap, hash: PixelHash, at url: URL, within root: URL) throws {
        try ContainedPath.checkFolder(of: url, within: root)
        try ReferenceTwins.detach(url)
        if let twin = ReferenceTwins.file(holding: hash, beside: url) {
            try AtomicFile.symbolicLink(url, toFileNamed: twin)
        } else {
            try AtomicFile.write(ReferenceSeal.sealedPNG(of: image, pixels: hash), to: url)
        }
    }

    /// The bytes of the reference at `url`, or nil when there is none; an error names any other
    /// reason the file cannot be read, so that a reference that exists is never taken for a
    /// missing one and overwritten.
    static func contents(of url: URL) throws(FileError) -> [UInt8]? {
        try ReferenceTwins.checkLink(at: url)
        do {
            return Array(try BoundedFile.read(url, atMost: ImageLimits.maximumFileBytes))
        } catch let error as BoundedFile.TooLarge {
            throw FileError(file: url.path, problem: "cannot read the reference (too large: \(error))", kind: .tooLarge)
        } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == Int(ENOENT) {
            return nil
        } catch {
            throw FileError(
                file: url.path, problem: "cannot read the reference (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
    }

    /// The actual image, pixelmatch's diff and the strip, under the artifacts folder.
    private func writeArtifacts(
        reference: Bitmap, actual: Bitmap, diff: DiffImage?, suite: String, test: String, name: String
    ) -> (actual: URL, diff: URL?, strip: URL?) {
        let folder = artifacts.appendingPathComponent(suite).appendingPathComponent(test)
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        try? AtomicFile.write(PNG.encode(actual), to: actualURL, within: artifacts)
        guard let diff else { return (actualURL, nil, nil) }
        let diffURL = folder.appendingPathComponent("\(name).diff.png"),
            stripURL = folder.appendingPathComponent("\(name).strip.png")
        try? DiffImages.write(
            diff, reference: reference, actual: actual, diffFile: diffURL, stripFile: stripURL, within: artifacts)
        return (actualURL, diffURL, stripURL)
    }

    private func failureMessage(
        _ result: DiffResult, name: String, reference: URL,
        artifacts: (actual: URL, diff: URL?, strip: URL?)
    ) -> String {
        var parts = ["\(name): \(result.summary)"]
        if let region = result.regions.first {
            parts.append("largest change at x \(region.minX), y \(region.minY), \(region.width) × \(region.height) px")
        }
        parts.append("reference \(reference.path)")
        parts.append("actual \(artifacts.actual.path)")
        if let diff = artifacts.diff { parts.append("diff \(diff.path)") }
        if let strip = artifacts.strip { parts.append("strip \(strip.path)") }
        return parts.joined(separator: "; ")
    }
}
