import DeviceGeometry
import Dispatch
import Foundation
import LayoutEngine
import OrderedCollections
import Rasterizer
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import ScreenRenderer

/// Renders a matrix of jobs into PNG files, on every core.
///
/// Many models share their geometry (the X, XS and 11 Pro; the 14 Pro, 15, 15 Pro and 16), so
/// their images are identical. Every job is laid out first, which is cheap, and jobs whose screen,
/// mask and scale are equal apart from the device's id are drawn and encoded once, then written to
/// each of their files.
public struct MatrixRenderer: Sendable {
    /// Where the images go.
    package var outputDirectory: URL
    /// How they are drawn.
    package var settings: RenderSettings

    /// Creates a renderer writing under `outputDirectory`.
    public init(outputDirectory: URL, settings: RenderSettings = RenderSettings()) {
        self.outputDirectory = outputDirectory
        self.settings = settings
    }

    /// A screen laid out on its placement and ready to draw.
    struct PreparedScreen: Sendable {
        let screen: ResolvedScreen
        let mask: DeviceMask
        let scale: Double
        /// The audit drawn on the image, when the settings ask for one.
        let audit: RenderedScreen.Audit?

        /// The findings drawn on the image.
        var findings: [Finding] { audit?.findings ?? [] }

        /// What decides the pixels: the layout, the appearance, the mask, the scale and the rules
        /// whose findings are drawn, and not the device's name for itself.
        var drawing: Drawing {
            Drawing(
                layout: screen.layout, appearance: screen.placement.variant.appearance, mask: mask, scale: scale,
                audit: audit?.configuration)
        }

        /// The screen with its image.
        func rendered(_ image: Bitmap, screenAlone: Bitmap? = nil) -> RenderedScreen {
            RenderedScreen(screen: screen, mask: mask, scale: scale, image: image, screenAlone: screenAlone, audit: audit)
        }
    }

    /// The inputs of one image.
    struct Drawing: Hashable, Sendable {
        let layout: ResolvedLayout
        let appearance: Appearance
        let mask: DeviceMask
        let scale: Double
        let audit: AuditConfiguration?
    }

    func prepare(_ job: RenderJob) -> PreparedScreen {
        prepare(
            LayoutResolver.resolve(
                job.document, on: job.placement.device, in: job.placement.orientation, variant: job.placement.variant,
                conditions: settings.conditions),
            document: job.document)
    }

    /// `audit`'s screen ready to draw, with its findings where the settings draw findings.
    func prepare(_ audit: ScreenAudit) -> PreparedScreen {
        prepare(audit.screen, mask: audit.mask) { _ in audit.findings }
    }

    /// `screen` ready to draw, audited as `document` laid out when it is given, so that findings
    /// under assumed conditions say so.
    func prepare(_ screen: ResolvedScreen, document: ScreenDocument? = nil) -> PreparedScreen {
        let placement = screen.placement
        // The screen's window (its controllers decide the status bar and the bars' axis) shapes the mask.
        let mask = DeviceMask(device: placement.device, window: screen.window, orientation: placement.orientation)
        return prepare(screen, mask: mask) { configuration in
            SafeAreaAuditor(configuration: configuration).findings(
                in: screen, mask: mask, laidOutFrom: document, under: settings.conditions)
        }
    }

    /// `screen` on `mask` at the settings' scale, with the findings `findings` gives for the
    /// settings' rules where the settings draw findings.
    private func prepare(
        _ screen: ResolvedScreen, mask: DeviceMask, findings: (AuditConfiguration) -> [Finding]
    ) -> PreparedScreen {
        PreparedScreen(
            screen: screen, mask: mask, scale: settings.scale.pixelsPerPoint(for: screen.placement.device),
            audit: settings.audit.map { RenderedScreen.Audit(configuration: $0, findings: findings($0)) })
    }

    /// Every job laid out, in the jobs' order: each screen once per environment that devices share,
    /// the distinct layouts on every core.
    func prepareAll(_ jobs: [RenderJob]) async -> [PreparedScreen] {
        struct Layout: Hashable, Sendable {
            let document: ScreenDocument
            let environment: LayoutEnvironment
        }
        let layouts = jobs.map { job in
            Layout(
                document: job.document,
                environment: LayoutResolver.environment(for: job.document, on: job.placement, conditions: settings.conditions))
        }
        let distinct = OrderedSet(layouts)
        let resolved = await withTaskGroup(of: (Layout, ResolvedLayout).self) { group in
            for layout in distinct {
                group.addTask { (layout, LayoutResolver.resolve(layout.document, in: layout.environment)) }
            }
            var resolved: [Layout: ResolvedLayout] = [:]
            for await (layout, result) in group { resolved[layout] = result }
            return resolved
        }
        return zip(jobs, layouts).map { job, layout in
            prepare(resolved[layout]!.placed(on: job.placement), document: job.document)
        }
    }

    func draw(_ prepared: PreparedScreen) -> Bitmap {
        ScreenRenderer.render(
            prepared.screen, mask: prepared.mask, scale: prepared.scale, overlays: settings.overlays,
            findings: prepared.findings)
    }

    /// The screen drawn, with its views alone kept when `keepsScreenAlone`, for a run report.
    func render(_ prepared: PreparedScreen, keepsScreenAlone: Bool) -> RenderedScreen {
        guard keepsScreenAlone else { return prepared.rendered(draw(prepared)) }
        let drawn = ScreenRenderer.renderWithScreenAlone(
            prepared.screen, mask: prepared.mask, scale: prepared.scale,
            overlays: settings.overlays, findings: prepared.findings)
        return prepared.rendered(drawn.image, screenAlone: drawn.screenAlone)
    }

    /// The image of one job, laid out and drawn with these settings but not encoded.
    public func draw(_ job: RenderJob) -> Bitmap {
        draw(prepare(job))
    }

    /// One job laid out and drawn with these settings, with the layout and mask it was drawn from,
    /// and its views alone when `keepingScreenAlone`, for a run report.
    public func render(_ job: RenderJob, keepingScreenAlone: Bool = false) -> RenderedScreen {
        render(prepare(job), keepsScreenAlone: keepingScreenAlone)
    }

    /// A screen already laid out on its placement, such as one read from a capture, drawn on its
    /// device's mask with these settings, with its views alone when `keepingScreenAlone`.
    public func render(_ screen: ResolvedScreen, keepingScreenAlone: Bool = false) -> RenderedScreen {
        render(prepare(screen), keepsScreenAlone: keepingScreenAlone)
    }

    /// Renders and writes every job, as many images at once as there are cores, calling
    /// `progress` with the number of files done.
    public func run(_ jobs: [RenderJob], progress: @Sendable (Int) -> Void = { _ in }) async throws -> MatrixResult {
        try await run(jobs, recorder: nil, progress: progress)
    }

    /// Draws and writes `jobs` as ``run(_:progress:)`` does, from `audits`, one for each job in
    /// order: their screens are not laid out, nor audited, again.
    package func run(_ jobs: [RenderJob], audited audits: [ScreenAudit]) async throws -> MatrixResult {
        try await run(jobs, prepared: audits.map(prepare), recorder: nil, progress: { _ in })
    }

    /// Renders and writes every job as ``run(_:progress:)`` does; with a `recorder`, also writes
    /// each job's entry of a run report and its images.
    package func run(
        _ jobs: [RenderJob], recorder: RunReportRecorder?, progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> MatrixResult {
        try await run(jobs, prepared: nil, recorder: recorder, progress: progress)
    }

    /// Renders and writes every job, laid out as `prepared` says when it is given.
    private func run(
        _ jobs: [RenderJob], prepared: [PreparedScreen]?, recorder: RunReportRecorder?,
        progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> MatrixResult {
        let outputDirectory = outputDirectory
        let drawn = try await drawAll(jobs, prepared: prepared, keepingScreenAlone: recorder != nil, progress: progress) {
            rendered in
            // The canvas starts opaque and only ever composites over, so the image is opaque: RGB.
            let png = try PNG.encode(rendered.image, colorType: .rgb)
            return (png: png, report: try recorder?.encodeImages(of: rendered, actual: png))
        } each: { job, prepared, image, encoded, milliseconds in
            let url = outputDirectory.appendingPathComponent(job.relativePath)
            try AtomicFile.write(encoded.png, to: url, within: outputDirectory)
            var entry: RunReport.Entry?
            if let recorder, let images = encoded.report {
                entry = try recorder.entry(for: prepared.rendered(image), images: images, milliseconds: milliseconds)
            }
            return (image: RenderedImage(job: job, file: url, byteCount: encoded.png.count), entry: entry)
        }
        return MatrixResult(
            images: drawn.outputs.map(\.image), distinctDrawings: drawn.distinctDrawings,
            entries: drawn.outputs.compactMap(\.entry))
    }

    /// Renders every job into a run report's entries and images only, as ``run(_:progress:)`` does.
    package func record(
        _ jobs: [RenderJob], with recorder: RunReportRecorder,
        progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> [RunReport.Entry] {
        try await drawAll(jobs, keepingScreenAlone: true, progress: progress) { rendered in
            try recorder.encodeImages(of: rendered)
        } each: { _, prepared, image, images, milliseconds in
            try recorder.entry(for: prepared.rendered(image), images: images, milliseconds: milliseconds)
        }.outputs
    }

    /// What ``drawAll(_:prepared:keepingScreenAlone:jobsPerWindow:progress:shared:each:)`` returns.
    struct Drawn<Output> {
        let outputs: [Output]
        let distinctDrawings: Int
    }

    /// Lays out every job and draws each distinct drawing once, as many at once as there are
    /// cores, keeping the views alone when asked; makes `shared` of each drawing, then calls `each`
    /// for every job with its laid-out screen, its image, that value and the milliseconds both
    /// took. The outputs come back in job order.
    func drawAll<Shared, Output: Sendable>(
        _ jobs: [RenderJob], prepared preparedScreens: [PreparedScreen]? = nil, keepingScreenAlone: Bool,
        jobsPerWindow: Int = jobsPerWindow, progress: @Sendable (Int) -> Void,
        shared: @escaping @Sendable (RenderedScreen) throws -> Shared,
        each: @escaping @Sendable (RenderJob, PreparedScreen, Bitmap, Shared, Double) throws -> Output
    ) async throws -> Drawn<Output> {
        var outputs: [Output] = []
        outputs.reserveCapacity(jobs.count)
        let distinctDrawings = try await drawWindows(
            jobs, prepared: preparedScreens, keepingScreenAlone: keepingScreenAlone, jobsPerWindow: jobsPerWindow,
            progress: progress, shared: shared, each: each
        ) { outputs += $0 }
        return Drawn(outputs: outputs, distinctDrawings: distinctDrawings)
    }

    /// Draws as ``drawAll(_:prepared:keepingScreenAlone:jobsPerWindow:progress:shared:each:)``
    /// does, a window of whole screens of at least `jobsPerWindow` jobs at a time (see
    /// `windows(of:atLeast:)`), and gives each window's outputs, in job order, to `eachWindow`
    /// before drawing the next, so that the laid-out screens and outputs held at once are a
    /// window's, not the whole app's; how many distinct drawings were drawn.
    func drawWindows<Shared, Output: Sendable>(
        _ jobs: [RenderJob], prepared preparedScreens: [PreparedScreen]? = nil, keepingScreenAlone: Bool,
        jobsPerWindow: Int = jobsPerWindow, progress: @Sendable (Int) -> Void,
        shared: @escaping @Sendable (RenderedScreen) throws -> Shared,
        each: @escaping @Sendable (RenderJob, PreparedScreen, Bitmap, Shared, Double) throws -> Output,
        eachWindow: ([Output]) async throws -> Void
    ) async throws -> Int {
        var distinctDrawings = 0
        var done = 0
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for window in preparedScreens == nil ? Self.windows(of: jobs, atLeast: jobsPerWindow) : [jobs.indices] {
            let prepared: [PreparedScreen]
            if let preparedScreens { prepared = preparedScreens } else { prepared = await prepareAll(Array(jobs[window])) }
            let groups = OrderedDictionary(grouping: prepared.indices, by: { prepared[$0].drawing }).values
            distinctDrawings += groups.count
            var outputs = [Output?](repeating: nil, count: window.count)
            try await withThrowingTaskGroup(of: [(Int, Output)].self) { group in
                var next = 0
                func submit() {
                    guard next < groups.count else { return }
                    let members = groups[next]
                    next += 1
                    group.addTask {
                        let start = DispatchTime.now().uptimeNanoseconds
                        let rendered = render(prepared[members[0]], keepsScreenAlone: keepingScreenAlone)
                        let value = try shared(rendered)
                        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                        return try members.map { index in
                            (
                                index,
                                try each(jobs[window.lowerBound + index], prepared[index], rendered.image, value, milliseconds)
                            )
                        }
                    }
                }
                for _ in 0..<width { submit() }
                while let finished = try await group.next() {
                    for (index, output) in finished { outputs[index] = output }
                    done += finished.count
                    progress(done)
                    submit()
                }
            }
            try await eachWindow(outputs.map { $0! })
        }
        return distinctDrawings
    }

    /// The fewest jobs a window of `drawAll` lays out at once: enough whole screens that the cores
    /// idle at a window's end only briefly.
    static let jobsPerWindow = 2_000

    /// `jobs` cut into consecutive windows of whole screens, each of at least `minimum` jobs but
    /// the last; a drawing that two screens share is drawn once only within a window.
    static func windows(of jobs: [RenderJob], atLeast minimum: Int = jobsPerWindow) -> [Range<Int>] {
        var windows: [Range<Int>] = []
        var start = 0
        for index in jobs.indices.dropFirst()
        where index - start >= minimum && jobs[index].document.name != jobs[index - 1].document.name {
            windows.append(start..<index)
            start = index
        }
        if start < jobs.count { windows.append(start..<jobs.count) }
        return windows
    }
}

/// What a matrix run wrote.
public struct MatrixResult: Hashable, Sendable {
    /// The files, in job order.
    public var images: [RenderedImage]
    /// How many different images were drawn and encoded: jobs with equal geometry share one.
    package var distinctDrawings: Int
    /// The run report's entries, in job order, when a recorder was given.
    package var entries: [RunReport.Entry]
}

/// A PNG file written for one job.
public struct RenderedImage: Hashable, Sendable {
    /// The job it shows.
    public var job: RenderJob
    /// Where it was written.
    public var file: URL
    /// Its size in bytes.
    package var byteCount: Int
}
