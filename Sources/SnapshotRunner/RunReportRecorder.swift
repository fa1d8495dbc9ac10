import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import ScreenRenderer
import SnapshotDiff

/// Turns rendered screens into the entries of a run report, writing each entry's images under
/// `images/<screen>/<device-id>.<orientation>.<kind>.png` in the report's folder: the image, a
/// thumbnail, the screen without its mask at ``layersScale``, and, when it was checked, a copy of
/// its reference and the diff and strip of a failure.
package struct RunReportRecorder: Sendable {
    /// The report's folder.
    package var folder: RunReportFolder
    /// The audit whose findings each entry lists.
    package var audit: AuditConfiguration
    /// The findings already known, marked in the entries so that they do not fail.
    package var baseline: Baseline?
    /// The file each screen came from, by the screen's name.
    package var sources: [String: String]
    /// The thumbnails' width in pixels.
    package var thumbnailWidth = 180
    /// The pixels per point of the screen drawn without its mask, under the gallery's layers: a
    /// window shows a device about 800 points tall, so more would only make the site larger.
    package var layersScale = 1.5

    /// A recorder writing into `folder`.
    package init(
        folder: RunReportFolder, audit: AuditConfiguration = AuditConfiguration(), baseline: Baseline? = nil,
        sources: [String: String] = [:]
    ) {
        self.folder = folder
        self.audit = audit
        self.baseline = baseline
        self.sources = sources
    }

    /// The encoded images of one drawing, which every job drawn the same shares.
    package struct EncodedImages: Sendable {
        let actual: [UInt8]
        let thumbnail: [UInt8]
        let screen: [UInt8]
    }

    /// Encodes the images of `rendered`, reusing `actual` when it is already encoded, and its
    /// screen alone when it was kept while drawing.
    package func encodeImages(of rendered: RenderedScreen, actual: [UInt8]? = nil) throws -> EncodedImages {
        let plain =
            rendered.screenAlone
            ?? ScreenRenderer.render(rendered.screen, mask: rendered.mask, scale: rendered.scale, overlays: [])
        // Screens are drawn on an opaque canvas that is only ever composited over: RGB, with no scan for alpha.
        return EncodedImages(
            actual: try actual ?? PNG.encode(rendered.image, colorType: .rgb),
            thumbnail: try PNG.encode(rendered.image.thumbnail(width: thumbnailWidth), colorType: .rgb),
            screen: try PNG.encode(
                plain.thumbnail(width: Int((Double(plain.width) * layersScale / rendered.scale).rounded())),
                colorType: .rgb))
    }

    /// Writes the images of `rendered` and returns its entry, named `screen` (by default the
    /// screen's own name), with the outcome of `check` against `reference` when it was checked.
    package func entry(
        for rendered: RenderedScreen, images encoded: EncodedImages, screen: String? = nil,
        check: ReferenceStore.Check? = nil, reference: URL? = nil, milliseconds: Double
    ) throws -> RunReport.Entry {
        let name = screen ?? rendered.screen.name, placement = rendered.screen.placement
        let base = "images/\(name)/\(placement)"
        var images = RunReport.Entry.Images(
            actual: "\(base).actual.png", screen: "\(base).screen.png",
            thumbnail: "\(base).thumb.png")
        try write(encoded.actual, to: images.actual)
        try write(encoded.thumbnail, to: images.thumbnail)
        try write(encoded.screen, to: images.screen)
        if let reference, let bytes = try? Data(contentsOf: reference) {
            images.reference = "\(base).reference.png"
            try write(Array(bytes), to: images.reference)
        }
        var status = RunReport.Entry.Status.rendered, message: String?, figures: RunReport.Entry.DiffFigures?
        switch check {
        case nil: break
        case .matched: status = .matched
        case .recorded, .rewritten(_, _, nil): status = .recorded
        case .failed(let text, _, let diff):
            status = .failed
            message = text
            figures = diff.map(RunReport.Entry.DiffFigures.init)
        case .rewritten(let text, _, let diff?):
            // A reference that failed and was replaced stays a failure in the report, so that the
            // review shows what changed.
            status = .failed
            message = text + "; the reference was rewritten, run again to pass"
            figures = RunReport.Entry.DiffFigures(diff)
        }
        for kind in ["diff", "strip"] where status == .failed {
            guard let file = check?.failureImage(kind), let bytes = try? Data(contentsOf: file) else { continue }
            let path = "\(base).\(kind).png"
            try write(Array(bytes), to: path)
            if kind == "diff" { images.diff = path } else { images.strip = path }
        }
        // The findings drawn on the image when they came from the same rules, else an audit of its own.
        let findings =
            rendered.audit.flatMap { $0.configuration == audit ? $0.findings : nil }
            ?? SafeAreaAuditor(configuration: audit).findings(in: rendered.screen, mask: rendered.mask)
        return RunReport.Entry(
            screen: name, source: sources[rendered.screen.name], device: placement.device.id, deviceName: placement.device.name,
            family: placement.device.family, orientation: placement.orientation, variant: placement.variant, status: status,
            message: message,
            images: images, diff: figures, size: rendered.screen.size, layers: RunReport.Entry.Layers(rendered.mask),
            findings: baseline?.marking(findings) ?? findings,
            milliseconds: (milliseconds * 10).rounded() / 10)
    }

    private func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path else { return }
        try AtomicFile.write(bytes, to: folder.url.appendingPathComponent(path), within: folder.url)
    }
}
