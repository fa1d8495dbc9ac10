import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SafeAreaSupport

extension ReferenceStore {
    /// The references under the root, relative to it and sorted, that no test run manifest under
    /// the artifacts folder names: those the last run did not check. Throws when there is no
    /// manifest, since then every reference would look unused.
    package func unusedReferences() throws -> [String] {
        let touched = RunManifest.touchedReferences(in: artifacts)
        guard !touched.isEmpty else {
            throw FileError(file: RunManifest.folder(in: artifacts).path, problem: "no run manifest: run the tests first")
        }
        let base = root.standardizedFileURL
        let all = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".png")
        }
        return all.filter { !touched.contains(base.appendingPathComponent($0).standardizedFileURL.path) }.sorted()
    }

    /// Removes the reference at `relativePath` under the root; the references that are links to
    /// it keep its image.
    package func remove(_ relativePath: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try ReferenceTwins.detach(url)
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw FileError(file: url.path, problem: "cannot remove (\(FileErrorReason.describe(error)))", kind: .unwritable)
        }
    }

    /// Makes the image `entry` drew, in the report at `folder`, its reference; returns where it went.
    /// The image and the reference must both stay inside their folders.
    package func accept(_ entry: RunReport.Entry, from folder: RunReportFolder) throws -> URL {
        guard let actual = entry.images.actual else {
            throw FileError(file: folder.reportFile.path, problem: "\(entry.key) has no image to accept")
        }
        let source = try ContainedPath.resolve(actual, under: folder.url, namedIn: folder.reportFile.path)
        let image: Bitmap
        do {
            image = try PNG.decode(Array(BoundedFile.read(source, atMost: ImageLimits.maximumFileBytes)))
        } catch {
            throw FileError(
                file: source.path, problem: "cannot read the image (\(FileErrorReason.describe(error)))", kind: .unreadable)
        }
        let reference = try ContainedPath.resolve(
            "\(entry.screen)/\(entry.placement).png", under: root, namedIn: folder.reportFile.path)
        try Self.record(image, hash: PixelHash(image), at: reference, within: root)
        return reference
    }
}
