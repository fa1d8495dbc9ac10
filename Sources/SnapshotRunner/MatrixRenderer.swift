import DeviceGeometry
import Foundation
import LayoutEngine
import Rasterizer
import SafeAreaAudit
import ScreenRenderer

/// Renders a matrix of jobs into PNG files, on every core.
///
/// Many models share their geometry (the X, XS and 11 Pro; the 14 Pro, 15, 15 Pro and 16), so
/// their images are identical. Every job is laid out first, which is cheap, and jobs whose screen,
/// mask and scale are equal apart from the device's id are drawn and encoded once, then written to
/// each of their files.
public struct MatrixRenderer: Sendable {
    /// Where the images go.
    public var outputDirectory: URL
    /// How they are drawn.
    public var settings: RenderSettings

    /// Creates a renderer writing under `outputDirectory`.
    public init(outputDirectory: URL, settings: RenderSettings = RenderSettings()) {
        self.outputDirectory = outputDirectory
        self.settings = settings
    }

    /// A job laid out and ready to draw.
    struct PreparedJob: Sendable {
        let job: RenderJob
        let screen: ResolvedScreen
        let mask: DeviceMask
        let scale: Double
        let findings: [Finding]

        /// What decides the pixels: everything but the device's name for itself.
        var drawing: Drawing {
            var screen = screen, mask = mask
            screen.deviceID = ""
            mask.deviceID = ""
            let findings = self.findings.map { finding in
                var anonymous = finding
                anonymous.deviceID = ""
                return anonymous
            }
            return Drawing(screen: screen, mask: mask, scale: scale, findings: findings)
        }
    }

    /// The inputs of one image.
    struct Drawing: Hashable, Sendable {
        let screen: ResolvedScreen
        let mask: DeviceMask
        let scale: Double
        let findings: [Finding]
    }

    func prepare(_ job: RenderJob) -> PreparedJob {
        prepare(job, screen: LayoutResolver.resolve(job.document, on: job.device, in: job.orientation,
                                                    systemVersion: settings.systemVersion))
    }

    func prepare(_ job: RenderJob, screen: ResolvedScreen) -> PreparedJob {
        // The screen's controllers decide whether the status bar shows, and so the window's insets.
        let mask = DeviceMask(device: job.device, orientation: job.orientation, systemVersion: settings.systemVersion,
                              isStatusBarVisible: screen.statusBarFrame != nil)
        let findings = settings.audit.map { SafeAreaAuditor(configuration: $0).findings(in: screen, mask: mask) } ?? []
        return PreparedJob(job: job, screen: screen, mask: mask, scale: settings.scale.pixelsPerPoint(for: job.device),
                           findings: findings)
    }

    /// Every job laid out, in the jobs' order: each screen once per environment that devices share,
    /// the distinct layouts on every core.
    func prepareAll(_ jobs: [RenderJob]) async -> [PreparedJob] {
        struct Layout: Hashable, Sendable {
            let document: ScreenDocument
            let environment: LayoutEnvironment
        }
        let layouts = jobs.map { job in
            Layout(document: job.document, environment: LayoutResolver.environment(
                for: job.document, on: job.device, in: job.orientation, systemVersion: settings.systemVersion))
        }
        var distinct: [Layout] = []
        var seen: Set<Layout> = []
        for layout in layouts where seen.insert(layout).inserted { distinct.append(layout) }
        let screens = await withTaskGroup(of: (Layout, ResolvedScreen).self) { group in
            for layout in distinct {
                group.addTask { (layout, LayoutResolver.resolve(layout.document, in: layout.environment)) }
            }
            var screens: [Layout: ResolvedScreen] = [:]
            for await (layout, screen) in group { screens[layout] = screen }
            return screens
        }
        return zip(jobs, layouts).map { job, layout in
            prepare(job, screen: screens[layout]!.placed(on: job.device, in: job.orientation))
        }
    }

    func draw(_ prepared: PreparedJob) -> Bitmap {
        ScreenRenderer.render(prepared.screen, mask: prepared.mask, scale: prepared.scale, overlays: settings.overlays,
                              findings: prepared.findings)
    }

    func encode(_ prepared: PreparedJob) throws(PNGError) -> [UInt8] {
        // The canvas starts opaque and only ever composites over, so the image is opaque: RGB.
        try PNG.encode(draw(prepared), colorType: .rgb)
    }

    /// The image of one job, laid out and drawn with these settings but not encoded.
    public func draw(_ job: RenderJob) -> Bitmap {
        draw(prepare(job))
    }

    /// Renders and writes every job, as many images at once as there are cores, calling
    /// `progress` with the number of files done.
    public func run(_ jobs: [RenderJob], progress: @Sendable (Int) -> Void = { _ in }) async throws -> MatrixResult {
        let prepared = await prepareAll(jobs)
        var groups: [Drawing: [Int]] = [:]
        var order: [Drawing] = []
        for (index, job) in prepared.enumerated() {
            let drawing = job.drawing
            if groups[drawing] == nil { order.append(drawing) }
            groups[drawing, default: []].append(index)
        }
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [RenderedImage?](repeating: nil, count: jobs.count)
        try await withThrowingTaskGroup(of: [(Int, RenderedImage)].self) { group in
            var next = 0
            func submit() {
                guard next < order.count else { return }
                let members = groups[order[next]]!
                next += 1
                let first = prepared[members[0]]
                let targets = members.map { (index: $0, job: prepared[$0].job) }
                group.addTask {
                    let png = try encode(first)
                    return try targets.map { target in
                        let url = outputDirectory.appendingPathComponent(target.job.relativePath)
                        try AtomicFile.write(png, to: url)
                        return (target.index, RenderedImage(job: target.job, file: url, byteCount: png.count))
                    }
                }
            }
            for _ in 0..<width { submit() }
            var done = 0
            while let written = try await group.next() {
                for (index, image) in written { results[index] = image }
                done += written.count
                progress(done)
                submit()
            }
        }
        return MatrixResult(images: results.compactMap { $0 }, distinctDrawings: order.count,
                            findings: prepared.flatMap(\.findings))
    }
}

/// What a matrix run wrote.
public struct MatrixResult: Hashable, Sendable {
    /// The files, in job order.
    public var images: [RenderedImage]
    /// How many different images were drawn and encoded: jobs with equal geometry share one.
    public var distinctDrawings: Int
    /// The audit's findings on every image, when the settings ask for them.
    public var findings: [Finding]
}

/// A PNG file written for one job.
public struct RenderedImage: Hashable, Sendable {
    /// The job it shows.
    public var job: RenderJob
    /// Where it was written.
    public var file: URL
    /// Its size in bytes.
    public var byteCount: Int
}
